// SPEC §8 camera messages. Any of them stops scanning.
import { tableText } from '@/i18n/error-text';

export const CAMERA_MESSAGES = {
  permissionDenied: 'Camera permission denied. Please allow camera access and try again.',
  notFound: 'No camera found on this device.',
  notSupported: 'Camera not supported on this device.',
  failed: 'Failed to start camera',
} as const;

/** Maps a getUserMedia rejection (a DOMException by name) to the message a person sees. */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return CAMERA_MESSAGES.permissionDenied;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return CAMERA_MESSAGES.notFound;
    case 'NotSupportedError':
      return CAMERA_MESSAGES.notSupported;
    default:
      return CAMERA_MESSAGES.failed;
  }
}

/** A camera message in the active language (the qr catalog's error.<key>); any other text as it is. */
export const cameraText = (message: string) => tableText(message, CAMERA_MESSAGES, 'qr', 'error');
