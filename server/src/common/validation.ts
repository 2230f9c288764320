import { getMetadataStorage, validate, type ValidationError } from 'class-validator';
import { badInput } from './errors';

type Ctor<T> = new () => T;

function firstMessage(errors: ValidationError[]): string | undefined {
  for (const e of errors) {
    const msg = e.constraints ? Object.values(e.constraints)[0] : firstMessage(e.children ?? []);
    if (msg) return msg;
  }
  return undefined;
}

/** The property names an input class declares with class-validator rules: the whitelist. */
function declaredFields(cls: Function): string[] {
  const metas = getMetadataStorage().getTargetValidationMetadatas(cls, '', true, false);
  return [...new Set(metas.map((m) => m.propertyName))];
}

/**
 * Builds an input object from an untrusted body, copying only the fields the class declares,
 * and validates it. Throws BAD_USER_INPUT with the first rule's message.
 */
export async function parseInput<T extends object>(cls: Ctor<T>, body: unknown): Promise<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badInput('The request body must be a JSON object.');
  }
  const input = new cls();
  const source = body as Record<string, unknown>;
  for (const key of declaredFields(cls)) {
    if (key in source) (input as Record<string, unknown>)[key] = source[key];
  }
  await assertValid(input);
  return input;
}

/** Validates an already-built input (GraphQL inputs arrive as class instances). */
export async function assertValid(input: object): Promise<void> {
  const errors = await validate(input, { forbidUnknownValues: false, validationError: { target: false } });
  const message = firstMessage(errors);
  if (message) throw badInput(message);
}

/** UUID check used before any id reaches SQL, so a malformed id is a 404/400, never a 500. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
