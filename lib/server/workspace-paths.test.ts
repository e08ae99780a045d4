import { isWorkspacePath } from './workspace-paths.mjs';
import { isSharedDocument } from './pipeline/documents.mjs';
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

  it('are never shared documents and keep no-store', () => {
    expect(isSharedDocument('/en/admin')).toBe(false);
    expect(isSharedDocument('/admin/sign-in')).toBe(false);
    expect(isSharedDocument('/en/preview/eyJpIjoi')).toBe(false);
    expect(isSharedDocument('/en/about')).toBe(true);
    const page = { contentType: 'text/html; charset=utf-8', cacheControl: NEXT_DYNAMIC_CACHE_CONTROL };
    expect(revisedCacheControl({ url: '/en/admin', ...page })).toBeNull();
    expect(revisedCacheControl({ url: '/preview/eyJpIjoi', ...page })).toBeNull();
    expect(revisedCacheControl({ url: '/en/about', ...page })).not.toBeNull();
  });
});
