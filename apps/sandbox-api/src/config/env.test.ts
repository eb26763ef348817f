import { describe, expect, test } from 'vitest';
import { parseEnv } from './env';

const defaultDataDir = '/srv/sandbox/.sandbox-data';

describe('sandbox environment', () => {
  test('defaults every setting', () => {
    expect(parseEnv({}, defaultDataDir)).toEqual({
      ok: true,
      config: {
        PORT: 8081,
        HOST: '127.0.0.1',
        DATA_DIR: defaultDataDir,
        CORS_ORIGINS: ['http://localhost:8080', 'http://127.0.0.1:8080'],
        LOG_LEVEL: 'info',
        RATE_LIMIT_PER_MINUTE: 600,
        RATE_LIMIT_PER_LEAD_PER_MINUTE: 120,
        RATE_LIMIT_PER_CREDENTIAL_PER_MINUTE: 120,
        LEAD_RETENTION_DAYS: 30,
        SANDBOX_TEST_ROUTES: '0',
        SANDBOX_PRINT_LINKS: '0',
      },
    });
  });

  test('reads every setting and treats an empty variable as unset', () => {
    const result = parseEnv(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATA_DIR: 'memory://',
        DATABASE_URL: 'postgres://leads:secret@db.internal:5432/leads',
        CORS_ORIGINS: ' https://apply.example.com , http://localhost:5173 ',
        LOG_LEVEL: '',
        RATE_LIMIT_PER_MINUTE: '0',
        RATE_LIMIT_PER_LEAD_PER_MINUTE: '30',
        RATE_LIMIT_PER_CREDENTIAL_PER_MINUTE: '0',
        LEAD_RETENTION_DAYS: '0',
        SANDBOX_TEST_ROUTES: '1',
        SANDBOX_PRINT_LINKS: '1',
        UNRELATED: 'ignored',
      },
      defaultDataDir,
    );
    expect(result).toEqual({
      ok: true,
      config: {
        PORT: 9000,
        HOST: '0.0.0.0',
        DATA_DIR: 'memory://',
        DATABASE_URL: 'postgres://leads:secret@db.internal:5432/leads',
        CORS_ORIGINS: ['https://apply.example.com', 'http://localhost:5173'],
        LOG_LEVEL: 'info',
        RATE_LIMIT_PER_MINUTE: 0,
        RATE_LIMIT_PER_LEAD_PER_MINUTE: 30,
        RATE_LIMIT_PER_CREDENTIAL_PER_MINUTE: 0,
        LEAD_RETENTION_DAYS: 0,
        SANDBOX_TEST_ROUTES: '1',
        SANDBOX_PRINT_LINKS: '1',
      },
    });
  });

  test('lists every bad value, not only the first', () => {
    const result = parseEnv(
      {
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db/leads',
        CORS_ORIGINS: 'http://localhost:8080/app,*',
        LOG_LEVEL: 'loud',
      },
      defaultDataDir,
    );
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'CORS_ORIGINS',
      'LOG_LEVEL',
    ]);
  });

  test('refuses a retention that is not a whole number of days from 0 to 3650', () => {
    for (const days of ['-1', '1.5', 'forever', '3651']) {
      const result = parseEnv({ LEAD_RETENTION_DAYS: days }, defaultDataDir);
      expect(result.ok ? [] : result.problems, days).toEqual([
        expect.stringMatching(/^LEAD_RETENTION_DAYS: /),
      ]);
    }
  });

  test('refuses a port out of range', () => {
    expect(parseEnv({ PORT: '70000' }, defaultDataDir).ok).toBe(false);
    expect(parseEnv({ PORT: '80.5' }, defaultDataDir).ok).toBe(false);
  });
});
