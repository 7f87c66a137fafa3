// Errors that carry an HTTP status and a message a person can act on. Services throw these; the error
// handler turns them into the DESIGN §2 error envelope. An error may also carry a machine-readable `code`
// (and the `params` its message was built from) for clients that decide by code rather than by wording.
import type { ErrorCode, ErrorParams } from '@dhvani/contract/envelope';

export interface FieldError {
  path: string;
  message: string;
}

export interface ErrorCodeDetail {
  code: ErrorCode;
  params?: ErrorParams;
}

export class HttpError extends Error {
  public readonly code?: ErrorCode;
  public readonly params?: ErrorParams;

  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: FieldError[],
    detail?: ErrorCodeDetail,
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = detail?.code;
    this.params = detail?.params;
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this.', detail?: ErrorCodeDetail) =>
  new HttpError(403, message, undefined, detail);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, detail?: ErrorCodeDetail) =>
  new HttpError(409, message, undefined, detail);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const unprocessable = (message: string) => new HttpError(422, message);
export const tooManyRequests = (message: string, detail?: ErrorCodeDetail) =>
  new HttpError(429, message, undefined, detail);
export const serviceUnavailable = (message: string) => new HttpError(503, message);
