import { describe, expect, test } from 'vitest';
import { collectDeviceData, deviceData, type DeviceEnvironment } from './device-info';
import { markInitAt } from './load-start';

const environment: DeviceEnvironment = {
  timezoneOffset: -60,
  deviceMemory: 7.6,
  language: 'es-ES',
  screenWidth: 1280,
  screenHeight: 720,
};

describe('device info', () => {
  test('gives the timezone offset, rounded memory, language and screen as WxH', () => {
    expect(deviceData(environment, 1_000, 3_500)).toEqual({
      timezoneOffset: -60,
      deviceMemory: 8,
      language: 'es-ES',
      screenResolution: '1280x720',
      loadingTime: 2_500,
    });
  });

  test('takes a device memory of 1 when the browser does not tell', () => {
    expect(deviceData({ ...environment, deviceMemory: undefined }, null).deviceMemory).toBe(1);
    expect(deviceData({ ...environment, deviceMemory: 'lots' }, null).deviceMemory).toBe(1);
    expect(deviceData({ ...environment, deviceMemory: Number.NaN }, null).deviceMemory).toBe(1);
  });

  test('counts the loading time as 0 when initAt is unset or not a time', () => {
    expect(deviceData(environment, null, 5_000).loadingTime).toBe(0);
    expect(deviceData(environment, 'yesterday', 5_000).loadingTime).toBe(0);
  });

  test('measures the loading time from the initAt kept in session storage', () => {
    markInitAt(10_000);
    expect(collectDeviceData(12_345).loadingTime).toBe(2_345);
    expect(collectDeviceData(12_345).screenResolution).toMatch(/^\d+x\d+$/);
  });
});
