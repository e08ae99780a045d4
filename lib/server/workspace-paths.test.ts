import { isWorkspacePath } from './workspace-paths.mjs';
import { cacheKey } from './pipeline/html-cache/key.mjs';
import { revisedCacheControl, NEXT_DYNAMIC_CACHE_CONTROL } from './pipeline/document-cache-control.mjs';

describe('workspace paths', () => {
  it('match the workspace pages in both languages and its API, nothing else', () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/audit?person=x',
      '/en/admin',
      '/en/admin/sign-in',
      '/api/workspace/csrf',
      '/preview/abc-def',
      '/en/preview/abc_def?x=1',
      '/api/preview/abc/files/00',
    ])
      expect(isWorkspacePath(path)).toBe(true);
    for (const path of [
      '/',
      '/administration',
      '/en/about',
      '/api/health',
      '/news/admin',
      '/previews',
      '/en/previewx',
      '/api/previewed',
    ])
      expect(isWorkspacePath(path)).toBe(false);
  });

  it('never enter the HTML cache and keep no-store', () => {
    const request = (url: string) => ({ method: 'GET', url, headers: {} });
    expect(cacheKey(request('/en/admin'))).toBeNull();
    expect(cacheKey(request('/admin/sign-in'))).toBeNull();
    expect(cacheKey(request('/en/preview/eyJpIjoi'))).toBeNull();
    expect(cacheKey(request('/en/about'))).not.toBeNull();
    const page = { contentType: 'text/html; charset=utf-8', cacheControl: NEXT_DYNAMIC_CACHE_CONTROL };
    expect(revisedCacheControl({ url: '/en/admin', ...page })).toBeNull();
    expect(revisedCacheControl({ url: '/preview/eyJpIjoi', ...page })).toBeNull();
    expect(revisedCacheControl({ url: '/en/about', ...page })).not.toBeNull();
  });
});
