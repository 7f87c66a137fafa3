// SPEC §4: rear camera on mobile devices, detected by user agent; front camera otherwise.
export type CameraFacing = 'environment' | 'user';
export type DeviceType = 'mobile' | 'desktop';

const MOBILE_UA = /android|iphone|ipad|ipod|mobile|blackberry|iemobile|opera mini|webos/i;

export function deviceTypeOf(userAgent: string): DeviceType {
  return MOBILE_UA.test(userAgent) ? 'mobile' : 'desktop';
}

export function facingFor(device: DeviceType): CameraFacing {
  return device === 'mobile' ? 'environment' : 'user';
}
