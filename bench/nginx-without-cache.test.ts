/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { withoutProxyCache } from './nginx-without-cache';

describe('the variant of the shipped config without its cache', () => {
  const shipped = readFileSync(path.join(__dirname, '..', 'deploy', 'nginx-ir-website.conf'), 'utf8');
  it('turns every proxy_cache off and keeps the zone, the purge server and the rest', () => {
    const { config, turnedOff } = withoutProxyCache(shipped);
    expect(turnedOff).toBeGreaterThan(0);
    expect(config).not.toMatch(/^\s*proxy_cache\s+(?!off;)\S+;/m);
    expect(config).toContain('proxy_cache_path ');
    expect(config).toContain('proxy_cache_purge ');
    expect(config.split('\n')).toHaveLength(shipped.split('\n').length);
  });
  it('leaves the other proxy_cache_ directives and an off alone', () => {
    const text = '  proxy_cache zone;\n  proxy_cache_key $request_uri;\n  proxy_cache off;\n  proxy_cache_lock on;\n';
    expect(withoutProxyCache(text)).toEqual({
      config: '  proxy_cache off;\n  proxy_cache_key $request_uri;\n  proxy_cache off;\n  proxy_cache_lock on;\n',
      turnedOff: 1,
    });
  });
});
