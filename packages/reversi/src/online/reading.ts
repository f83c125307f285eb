// How the online messages are read: JSON text of a bounded length holding one object, whose
// every field is checked and named in the error when it is wrong.

/** A message that is not one of online play's shapes: the text says what is wrong with it. */
export class OnlineMessageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OnlineMessageError';
  }
}

type Fields = Record<string, unknown>;

/** The object that `text` holds as JSON, refusing anything longer than `maxLength` characters. */
export function objectOf(text: unknown, maxLength: number): Fields {
  if (typeof text !== 'string') throw new OnlineMessageError('a message is JSON text, not binary data');
  if (text.length > maxLength) throw new OnlineMessageError(`a message holds at most ${maxLength} characters, this one ${text.length}`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new OnlineMessageError('a message is JSON, and this one does not parse');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new OnlineMessageError('a message is a JSON object with a "type"');
  return value as Fields;
}

export const field = {
  /** Refuses a field that the message's type does not have. */
  only(message: Fields, names: readonly string[]): void {
    for (const name of Object.keys(message)) {
      if (!names.includes(name)) throw new OnlineMessageError(`a ${String(message.type)} message has no field ${JSON.stringify(name)}: its fields are ${names.map((n) => `"${n}"`).join(', ')}`);
    }
  },
};

export function stringField(message: Fields, name: string): string {
  const value = message[name];
  if (typeof value !== 'string') throw new OnlineMessageError(`a message needs "${name}", a string`);
  return value;
}

export function optionalString(message: Fields, name: string, maxLength: number): string | undefined {
  const value = message[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length === 0 || value.length > maxLength) {
    throw new OnlineMessageError(`"${name}" is a string of 1 to ${maxLength} characters`);
  }
  return value;
}

export function nonNegativeInteger(message: Fields, name: string): number {
  const value = message[name];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new OnlineMessageError(`a ${String(message.type)} message needs "${name}", a whole number from 0`);
  }
  return value;
}

export function oneOf<T extends string>(message: Fields, name: string, values: readonly T[]): T {
  const value = message[name];
  if (typeof value !== 'string' || !values.includes(value as T)) {
    throw new OnlineMessageError(`a ${String(message.type)} message needs "${name}", one of ${values.map((v) => `"${v}"`).join(', ')}`);
  }
  return value as T;
}

const SQUARE = /^[a-h][1-8]$/;

/** A square in lowercase (`f5`) or `pass`: the one spelling of a move on the wire. */
export function squareOrPass(message: Fields, name: string): string {
  const value = message[name];
  if (typeof value !== 'string' || (value !== 'pass' && !SQUARE.test(value))) {
    throw new OnlineMessageError(`a move message needs "${name}", a square from a1 to h8 in lowercase, or "pass"`);
  }
  return value;
}
