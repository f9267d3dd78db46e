import type { CardGatewayRow } from '../serializers';
import { cmiGateway } from './cmi-gateway';
import type { CardGateway } from './provider';
import { testGateway } from './test-gateway';

/** The gateway the settings name: `cmi`, or the test gateway (the default). */
export function gatewayFor(settings: CardGatewayRow): CardGateway {
  return settings.provider === 'cmi' ? cmiGateway(settings) : testGateway();
}

/** The gateway a callback URL names, whatever is configured now: a callback for an older order still lands. */
export function gatewayNamed(name: string, settings: CardGatewayRow): CardGateway | null {
  if (name === 'cmi') return cmiGateway(settings);
  if (name === 'test') return testGateway();
  return null;
}
