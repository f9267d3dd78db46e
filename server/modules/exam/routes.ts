import { checkCertificateTexts } from '../../lib/certificates/certificate-texts';
import { createCertificateSigner, loadCertificateKey } from '../../lib/certificates/certificate-signing';
import type { ApiInstance } from '../../lib/http/route-schema';
import { certificateRoutes } from './certificate-routes';
import { quizRoutes } from './quiz-routes';
import { reviewRoutes } from './review-moderation-routes';

/**
 * The final exam (quiz, graded attempts), certificates (list, PDF, public verification and the signing
 * key), ratings by certificate holders, and review moderation by staff.
 */
export async function examRoutes(app: ApiInstance) {
  checkCertificateTexts();
  const signer = createCertificateSigner(await loadCertificateKey(app.config.storageDir));

  quizRoutes(app, signer);
  certificateRoutes(app, signer);
  reviewRoutes(app);
}
