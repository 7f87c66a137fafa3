import { describe, expect, it } from 'vitest';
import { cameraErrorMessage, CAMERA_MESSAGES } from './camera-errors';
import { deviceTypeOf, facingFor } from './device';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('camera side', () => {
  it('uses the rear camera on mobile user agents and the front camera elsewhere', () => {
    expect(facingFor(deviceTypeOf(ANDROID))).toBe('environment');
    expect(facingFor(deviceTypeOf(IPHONE))).toBe('environment');
    expect(facingFor(deviceTypeOf(LINUX))).toBe('user');
  });
});

describe('cameraErrorMessage', () => {
  it('maps getUserMedia failures to the SPEC §8 messages', () => {
    const err = (name: string) => new DOMException('x', name);
    expect(cameraErrorMessage(err('NotAllowedError'))).toBe(CAMERA_MESSAGES.permissionDenied);
    expect(cameraErrorMessage(err('NotFoundError'))).toBe(CAMERA_MESSAGES.notFound);
    expect(cameraErrorMessage(err('NotSupportedError'))).toBe(CAMERA_MESSAGES.notSupported);
    expect(cameraErrorMessage(err('NotReadableError'))).toBe('Failed to start camera');
    expect(cameraErrorMessage('odd')).toBe('Failed to start camera');
  });
});
