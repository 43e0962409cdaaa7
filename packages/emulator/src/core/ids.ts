// Deterministic ids: the demo seed and everything created afterwards draw from counters, so two
// emulators started with the same seed hand out the same ids (tests and docs can rely on them).

export interface IdSource {
  /** 24-hex Mongo ObjectId (self-hosted and ClickStack resources, tile and filter ids). */
  objectId(): string;
  /** UUID v4-shaped id (managed keys and other Cloud resources). */
  uuid(): string;
  reset(): void;
}

export function createIds(): IdSource {
  let objects = 0;
  let uuids = 0;
  return {
    objectId: () => '6650f0c0' + (++objects).toString(16).padStart(16, '0'),
    uuid: () => `a11ce000-0000-4000-8000-${(++uuids).toString(16).padStart(12, '0')}`,
    reset() {
      objects = 0;
      uuids = 0;
    },
  };
}

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{24}$/i.test(value);
}

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
