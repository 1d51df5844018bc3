import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { ConfigError, EXIT } from './env';

describe('readConfig', () => {
  it('has safe defaults', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: 'localhost',
      root: resolve('build'),
      trustProxy: false,
      forceHttps: false,
      allowedHosts: [],
      logLevel: 'info',
      shutdownTimeoutMs: 10_000,
    });
  });

  it('takes an empty variable as unset, as a compose file or a shell leaves it', () => {
    expect(readConfig({ PORT: '', FORCE_HTTPS: ' ', SHUTDOWN_TIMEOUT_MS: '' })).toMatchObject({
      port: 3000,
      forceHttps: false,
      shutdownTimeoutMs: 10_000,
    });
  });

  it('reads every setting', () => {
    expect(
      readConfig({
        PORT: '3103',
        HOST: '0.0.0.0',
        SITE_DIR: '/srv/site',
        TRUST_PROXY: '10.0.0.0/8, loopback',
        FORCE_HTTPS: 'true',
        ALLOWED_HOSTS: 'Developers.Amsterdam, localhost:3000',
        LOG_LEVEL: 'warn',
        SHUTDOWN_TIMEOUT_MS: '2500',
      }),
    ).toEqual({
      port: 3103,
      host: '0.0.0.0',
      root: '/srv/site',
      trustProxy: '10.0.0.0/8, loopback',
      forceHttps: true,
      allowedHosts: ['developers.amsterdam', 'localhost:3000'],
      logLevel: 'warn',
      shutdownTimeoutMs: 2500,
    });
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '192.0.2.10,2001:db8::/32 ,uniquelocal' }).trustProxy).toBe(
      '192.0.2.10, 2001:db8::/32, uniquelocal',
    );
  });

  it('refuses to trust any proxy, and says what to set instead', () => {
    // With every address trusted, the leftmost X-Forwarded-For entry, which the client writes, would be its address.
    for (const value of ['true', 'TRUE', ' on ', '*']) {
      expect(() => readConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
      expect(() => readConfig({ TRUST_PROXY: value }), value).toThrow(
        /would trust any client to name its own address in X-Forwarded-For.*set TRUST_PROXY to the addresses or CIDR ranges of the proxies in front/,
      );
    }
    expect(() => readConfig({ TRUST_PROXY: '2' })).toThrow(/number of proxies.*by address only/);
    for (const value of ['10.0.0.0/33', '10.0.0.0/8/1', '300.1.1.1', '10.0.0.1,', 'proxy.example', 'fe80::/129']) {
      expect(() => readConfig({ TRUST_PROXY: value }), value).toThrow(
        /^TRUST_PROXY: .*set TRUST_PROXY to the addresses/,
      );
    }
  });

  it.each([
    [{ PORT: '1.5' }, /PORT must be a whole number from 0 to 65535, not "1.5"/],
    [{ PORT: '65536' }, /PORT/],
    [{ PORT: '-1' }, /PORT/],
    [{ PORT: '80abc' }, /PORT/],
    [{ FORCE_HTTPS: 'maybe' }, /FORCE_HTTPS must be true or false/],
    // Without a trusted proxy every request looks like plain HTTP: each would be redirected, in a loop.
    [{ FORCE_HTTPS: 'true' }, /FORCE_HTTPS needs TRUST_PROXY/],
    [{ FORCE_HTTPS: 'on', TRUST_PROXY: 'false' }, /FORCE_HTTPS needs TRUST_PROXY/],
    [{ TRUST_PROXY: 'everyone!' }, /TRUST_PROXY/],
    [{ ALLOWED_HOSTS: 'a.example/evil' }, /ALLOWED_HOSTS/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ SHUTDOWN_TIMEOUT_MS: 'soon' }, /SHUTDOWN_TIMEOUT_MS/],
  ])('refuses %o with one clear line and the configuration exit code', (env, message) => {
    let thrown: unknown;
    try {
      readConfig(env);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ message: expect.stringMatching(message), exitCode: EXIT.config });
    expect(String((thrown as Error).message)).not.toContain('\n');
  });
});
