import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * JSON Schema validators for the published document's schemas, each compiled once. A schema that refers
 * to `components/schemas` is compiled with the document's components beside it, so its `$ref`s resolve.
 */
export function schemaValidators(components: () => object | undefined) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const validators = new Map<object, ValidateFunction>();
  const rooted = new WeakMap<object, object>();
  const validatorFor = (schema: object): ValidateFunction => {
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      validators.set(schema, validate);
    }
    return validate;
  };
  const withComponents = (schema: object): object => {
    let root = rooted.get(schema);
    if (!root) {
      root = { ...schema, components: components() ?? {} };
      rooted.set(schema, root);
    }
    return root;
  };
  /** The validation errors of `validate`'s last call, as one line. */
  const errorsText = (validate: ValidateFunction) => ajv.errorsText(validate.errors, { separator: '; ' });
  return { validatorFor, withComponents, errorsText };
}
