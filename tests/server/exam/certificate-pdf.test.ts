/**
 * The certificate PDF in Arabic, French and English, checked with poppler-utils (pdftotext, pdftoppm):
 * the text a reader or a screen reader extracts, and a rendered PNG of the Arabic one kept in
 * tests/artifacts/ (ignored by git) for a person to look at. The QR code on the rendering is decoded.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/constants';
import { CertificatePublicKeySchema, formatCertificateCode } from '../../../contract/exam';
import { users } from '../../../server/db/schema/identity';
import { renderCertificatePdf } from '../../../server/lib/certificates/certificate-pdf';
import { verifyQrPayload } from '../../../server/lib/certificates/certificate-signing';
import { tr } from '../catalogue/fixture';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, type Person } from '../auth/support';
import { answersWith, examQuestions, insertExamFormation, readyLearner, resultOf, submit } from './exam-fixture';

const ARTIFACTS = path.join(import.meta.dirname, '..', '..', 'artifacts');
const TITLE = tr('Beekeeping: your first hive', 'Apiculture : votre première ruche', 'تربية النحل: خليتك الأولى');

/** Runs a poppler tool; its absence fails the test with what to install, never skips it. */
function poppler(tool: 'pdftotext' | 'pdftoppm', args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} is missing: the certificate PDF test needs poppler-utils (apt-get install -y poppler-utils)`);
    }
    throw error;
  }
}

/** Extracted text without bidi marks and spaces, which pdftotext places around punctuation in Arabic lines. */
const squeeze = (text: string) => text.replace(/[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

let t: TestApp;
let formationId: string;
const codes = new Map<string, string>();

async function certifiedAs(firstName: string, lastName: string): Promise<Person> {
  const learner = await readyLearner(t, formationId);
  await t.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, learner.id));
  const result = resultOf(await submit(t, learner.token, formationId, answersWith(await examQuestions(t, formationId), 9)));
  codes.set(learner.id, result.certificate_code ?? '');
  return learner;
}

let arabicName: Person;
let latinName: Person;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://academy.example' } });
  formationId = await insertExamFormation(t, 'exam-pdf', { title: TITLE });
  arabicName = await certifiedAs('خديجة', 'بنعلي');
  latinName = await certifiedAs('Khadija', 'Benali');
  mkdirSync(ARTIFACTS, { recursive: true });
});
afterAll(() => t.close());

async function download(person: Person, language: Language): Promise<string> {
  const code = codes.get(person.id) ?? '';
  const res = await t.app.inject({ method: 'GET', url: `/api/certificates/${code}/pdf?lang=${language}`, headers: bearer(person.token) });
  expect(res.statusCode).toBe(200);
  const file = path.join(ARTIFACTS, `certificate-${language}.pdf`);
  writeFileSync(file, res.rawPayload);
  return file;
}

describe('certificate PDF', () => {
  it.each([
    ['fr', 'Khadija Benali', 'Apiculture : votre première ruche', ['Certificat de réussite', "Note à l'examen final : 9 / 10"]],
    ['en', 'Khadija Benali', 'Beekeeping: your first hive', ['Certificate of completion', 'Final exam score: 9 / 10']],
  ] as const)('in %s carries the name, the formation title, the score, the date and the code', async (language, name, title, lines) => {
    const file = await download(latinName, language);
    const text = poppler('pdftotext', ['-layout', file, '-']);
    for (const expected of [name, title, ...lines, formatCertificateCode(codes.get(latinName.id) ?? '')]) expect(text).toContain(expected);
    expect(text).toMatch(/(Issued on|Délivré le) .*20\d\d/);
  });

  it('in Arabic is shaped right to left, extracts as the name and title, and renders to a PNG whose QR code verifies', async () => {
    const file = await download(arabicName, 'ar');
    const text = squeeze(poppler('pdftotext', [file, '-']));
    // A colon between an Arabic label and a number may come out on either side of the number: pdftotext
    // guesses the order of neutral characters at a direction change, so those are checked apart.
    for (const expected of ['خديجة بنعلي', TITLE.ar, 'شهادة إتمام التكوين', 'نقطة الامتحان النهائي', '9/10', 'رمز التحقق']) {
      expect(text).toContain(squeeze(expected));
    }
    expect(text).toContain(formatCertificateCode(codes.get(arabicName.id) ?? ''));

    const prefix = path.join(ARTIFACTS, 'certificate-ar');
    poppler('pdftoppm', ['-r', '150', '-png', '-singlefile', file, prefix]);
    const png = readFileSync(`${prefix}.png`);
    const page = await sharp(png).metadata();
    expect(page.width).toBeGreaterThan(page.height);
    // Read as a phone reads it, pointed at the code: in Arabic the code sits in the bottom-left corner.
    // Scanning the whole page, jsQR found no code in about one run in eight (each run signs a new
    // payload), at 110 dpi and at 200 alike; the cause was not pinned down, the page's other marks
    // being the likely decoy. Reading the corner also checks the code is where a right-to-left page puts it.
    const corner = {
      left: 0,
      top: Math.round(page.height / 2),
      width: Math.round(page.width / 3),
      height: page.height - Math.round(page.height / 2),
    };
    const { data, info } = await sharp(png).extract(corner).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const qr = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
    const code = codes.get(arabicName.id) ?? '';
    expect(qr?.data.startsWith(`https://academy.example/verify/${code}#v1.`)).toBe(true);
    const key = v.parse(CertificatePublicKeySchema, (await t.app.inject({ method: 'GET', url: '/api/certificates/public-key' })).json());
    expect(verifyQrPayload(qr?.data ?? '', key.public_key_pem)).toMatchObject({
      valid: true,
      fields: { holder_name: 'خديجة بنعلي', score: 9 },
    });
  });

  it('in Arabic prints a code whose first group is all digits in its own order, as it is typed', async () => {
    // Between an Arabic label and the letters after it, a leading digit group alone used to be drawn after
    // the rest ("BPH2-24VY-NFPS-2AJ1-9801"), about one certificate in a hundred.
    const code = formatCertificateCode('9801BPH224VYNFPS2AJ1');
    const pdf = await renderCertificatePdf({
      language: 'ar',
      holderName: 'خديجة بنعلي',
      formationTitle: TITLE.ar,
      score: 9,
      maxScore: 10,
      issuedAt: new Date('2026-11-30T08:00:00Z'),
      code,
      verifyUrl: 'https://academy.example/verify/9801BPH224VYNFPS2AJ1',
      qrPayload: 'https://academy.example/verify/9801BPH224VYNFPS2AJ1',
      keyId: '5e3d465575cb1201',
    });
    const file = path.join(ARTIFACTS, 'certificate-ar-digits-first.pdf');
    writeFileSync(file, pdf);
    expect(squeeze(poppler('pdftotext', [file, '-']))).toContain(code);
  });
});
