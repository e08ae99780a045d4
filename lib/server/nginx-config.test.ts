/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NGINX_BINARY, siteConfig } from '@/lib/testing/nginx-test-server';

/** The nginx example of deploy/: https in front, plain http only redirecting to it. */
const shipped = readFileSync(path.join(process.cwd(), 'deploy', 'nginx-ir-website.conf'), 'utf8');
const servers = shipped.split(/^server \{$/m).slice(1);

describe('deploy/nginx-ir-website.conf', () => {
  it('listens on 443 with TLS, the certificate paths to fill in', () => {
    const tls = servers.find((server) => server.includes('listen 443 ssl;'));
    expect(tls).toBeDefined();
    expect(tls).toMatch(/^\s+ssl_certificate \/\S+;$/m);
    expect(tls).toMatch(/^\s+ssl_certificate_key \/\S+;$/m);
    expect(tls).toContain('proxy_pass http://ir_website;');
    expect(tls).not.toMatch(/^\s*listen 80/m);
  });

  it('answers plain http on 80 only with a redirect to https', () => {
    const plain = servers.find((server) => /^\s+listen 80;$/m.test(server));
    expect(plain).toBeDefined();
    expect(plain).toMatch(/^\s+return 301 https:\/\/\$host\$request_uri;$/m);
    expect(plain).not.toContain('proxy_pass');
  });

  it('reaches the instances on loopback only', () => {
    expect([...shipped.matchAll(/^\s+server (\S+) /gm)].map((match) => match[1])).toEqual(['127.0.0.1:3001', '127.0.0.1:3002']);
  });

  it('becomes the tests’ plain-http loopback config with the upstream and the location as shipped', () => {
    const site = siteConfig(process.cwd(), 3630, [3631, 3632]);
    expect(site).not.toMatch(/^\s*(ssl_|listen 80|listen 443|return 301)/m);
    expect([...site.matchAll(/^\s+listen (\S+);$/gm)].map((match) => match[1])).toEqual(['127.0.0.1:3630']);
    expect(site).toContain('server 127.0.0.1:3631 max_fails=1 fail_timeout=5s;');
    expect(site).toContain('server 127.0.0.1:3632 max_fails=1 fail_timeout=5s;');
    const location = (text: string) => text.slice(text.indexOf('    location / {'));
    expect(location(site)).toBe(location(shipped));
  });
});

// nginx itself reads the shipped file, TLS included, with a throwaway certificate in place of the placeholders.
const withNginx = existsSync(NGINX_BINARY) && spawnSync('openssl', ['version']).status === 0 ? it : it.skip;

withNginx('nginx -t accepts the shipped file as it is, with a certificate where the placeholders point', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'ir-nginx-conf-'));
  try {
    const [certificate, key] = [path.join(folder, 'cert.pem'), path.join(folder, 'key.pem')];
    const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=ir.example.com', '-keyout', key, '-out', certificate]);
    expect(made.status).toBe(0);
    const site = shipped
      .replace(/ssl_certificate \S+;/, `ssl_certificate ${certificate};`)
      .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`);
    mkdirSync(path.join(folder, 'logs'));
    const config = path.join(folder, 'nginx.conf');
    writeFileSync(config, `pid ${folder}/nginx.pid;\nerror_log ${folder}/error.log;\nevents {}\nhttp {\n${site}\n}\n`);
    const check = spawnSync(NGINX_BINARY, ['-t', '-q', '-c', config, '-p', folder], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
