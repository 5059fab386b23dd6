import crypto from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Malformed ids are simply not found, without a database error. */
export const isUuid = (id: string) => UUID.test(id);

/** A keyed hash of a visitor's address (or address and browser): never the raw value. */
export const visitorHash = (salt: string, value: string) =>
  crypto.createHmac('sha256', salt).update(value).digest('base64url');
