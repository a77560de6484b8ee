import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('config', () => {
  it('defaults to port 3000, PGlite under .data and demo mode on', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('.data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demo).toBe(true);
  });

  it('turns demo mode off with DEMO=0', () => {
    expect(loadConfig({ DEMO: '0' }).demo).toBe(false);
  });

  it('refuses a bad value and names the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x@y/z' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DEMO: 'yes' })).toThrow(/DEMO/);
  });

  it('keeps 6 connections per pool unless DATABASE_POOL_SIZE says how many, within 1 to 500', () => {
    expect(loadConfig({}).databasePoolSize).toBe(6);
    expect(loadConfig({ DATABASE_POOL_SIZE: '24' }).databasePoolSize).toBe(24);
    for (const bad of ['0', '501', '2.5', 'many'])
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('keeps 8 connections apart for the detail and session check unless told, 0 sharing the pool', () => {
    expect(loadConfig({}).databaseDetailPoolSize).toBe(8);
    expect(loadConfig({ DATABASE_DETAIL_POOL_SIZE: '0' }).databaseDetailPoolSize).toBe(0);
    expect(loadConfig({ DATABASE_DETAIL_POOL_SIZE: '3' }).databaseDetailPoolSize).toBe(3);
    for (const bad of ['-1', '101', '1.5', 'few'])
      expect(() => loadConfig({ DATABASE_DETAIL_POOL_SIZE: bad })).toThrow(/DATABASE_DETAIL_POOL_SIZE/);
  });

  it('accepts a PostgreSQL URL', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/ansim';
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });
});

describe('config with empty variables', () => {
  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});

describe('proxy trust', () => {
  it('does not trust X-Forwarded-For unless told to', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
  });
});
