import type { CardGatewayRow } from '../serializers';
import { cmiGateway } from './cmi-gateway';
import type { CardGateway } from './provider';
import { testGateway } from './test-gateway';

/**
 * The gateway the settings name: `cmi`, or the test gateway (the default). The test gateway counts as
 * configured only where it is allowed (`testAllowed`, server/seed/demo-academy.ts): elsewhere card
 * payments are off until an admin configures CMI.
 */
export function gatewayFor(settings: CardGatewayRow, testAllowed: boolean): CardGateway {
  return settings.provider === 'cmi' ? cmiGateway(settings) : testGateway(testAllowed);
}

/**
 * The gateway a callback URL names, whatever is configured now: a callback for an older order still lands.
 * No test gateway where it is not allowed: its callbacks and orders are then nobody's.
 */
export function gatewayNamed(name: string, settings: CardGatewayRow, testAllowed: boolean): CardGateway | null {
  if (name === 'cmi') return cmiGateway(settings);
  if (name === 'test' && testAllowed) return testGateway(true);
  return null;
}
