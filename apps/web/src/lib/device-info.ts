import type { LeadData } from '@lf/contract';
import { storage } from './storage';

export type DeviceData = NonNullable<LeadData['deviceData']>;

/** What the browser tells about the device; read once per lead create. */
export interface DeviceEnvironment {
  timezoneOffset: number;
  /** navigator.deviceMemory, in GiB; only some browsers have it. */
  deviceMemory: unknown;
  language: string;
  screenWidth: number;
  screenHeight: number;
}

const MAX_LANGUAGE_LENGTH = 100;

/** Device info of spec section 3, in the field names of the lead contract. */
export function deviceData(
  environment: DeviceEnvironment,
  initAt: unknown,
  now: number = Date.now(),
): DeviceData {
  const memory = environment.deviceMemory;
  return {
    timezoneOffset: environment.timezoneOffset,
    deviceMemory:
      typeof memory === 'number' && Number.isFinite(memory) && memory > 0 ? Math.round(memory) : 1,
    language: environment.language.slice(0, MAX_LANGUAGE_LENGTH),
    screenResolution: `${environment.screenWidth}x${environment.screenHeight}`,
    loadingTime:
      typeof initAt === 'number' && Number.isFinite(initAt) ? Math.max(0, now - initAt) : 0,
  };
}

export function browserEnvironment(win: Window = window): DeviceEnvironment {
  const navigator: Navigator & { deviceMemory?: unknown } = win.navigator;
  return {
    timezoneOffset: new Date().getTimezoneOffset(),
    deviceMemory: navigator.deviceMemory,
    language: navigator.language ?? '',
    screenWidth: win.screen?.width ?? 0,
    screenHeight: win.screen?.height ?? 0,
  };
}

/** The device data sent with a lead create. */
export function collectDeviceData(now: number = Date.now()): DeviceData {
  return deviceData(browserEnvironment(), storage.get('session', 'initAt'), now);
}
