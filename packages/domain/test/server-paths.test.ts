import { describe, expect, it } from 'vitest';
import { isServerPath, SERVER_PATH_PREFIXES } from '../src/server-paths.ts';

describe('server paths', () => {
  it('lists the API, the shared calls, the reference, files, images and the health check', () => {
    expect([...SERVER_PATH_PREFIXES].sort()).toEqual([
      '/api',
      '/common',
      '/docs',
      '/files',
      '/health',
      '/images',
      '/robots.txt',
      '/s',
      '/sitemap.xml',
      '/sitemaps',
    ]);
  });

  it('tells the server’s paths from the web app’s by whole segments', () => {
    expect(isServerPath('/api/search/sale/list')).toBe(true);
    expect(isServerPath('/images/sale/villa-1.svg')).toBe(true);
    expect(isServerPath('/health')).toBe(true);
    expect(isServerPath('/health?verbose=1')).toBe(true);
    expect(isServerPath('/docs')).toBe(true);
    expect(isServerPath('/search/list')).toBe(false);
    expect(isServerPath('/auth/callback/K')).toBe(false);
    expect(isServerPath('/imagesque')).toBe(false);
    expect(isServerPath('/robots.txt')).toBe(true);
    expect(isServerPath('/sitemaps/sales-10.xml')).toBe(true);
    expect(isServerPath('/sitemap.xml.bak')).toBe(false);
    expect(isServerPath('/')).toBe(false);
    expect(isServerPath('/s/Ab3dE9xY')).toBe(true);
    expect(isServerPath('/search')).toBe(false);
    expect(isServerPath('/salesManagement/salesDetail/100001')).toBe(false);
  });
});
