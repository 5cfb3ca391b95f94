// Small HTTP helpers for the catalog API tests: GET through Fastify inject, parsed JSON, and shape checks.
/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies, checked at runtime by the assertions */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { expect } from 'vitest';

export interface JsonResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

export async function getJson<T = any>(app: NestFastifyApplication, url: string): Promise<JsonResponse<T>> {
  const res = await app.inject({ method: 'GET', url });
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body: body as T, headers: res.headers as Record<string, unknown> };
}

/** Paged<T> of docs/spec.md §7 with 20 items per page. */
export function expectPage(body: any, page = 1): void {
  expect(body).toMatchObject({ page });
  expect(Array.isArray(body.results)).toBe(true);
  expect(body.results.length).toBeLessThanOrEqual(20);
  expect(Number.isInteger(body.total_pages)).toBe(true);
  expect(Number.isInteger(body.total_results)).toBe(true);
  expect(body.total_pages).toBeLessThanOrEqual(500);
}

/** MovieSummary / TvSummary of api/src/contract/catalog.ts, slug included. */
export function expectSummary(item: any, type: 'movie' | 'tv'): void {
  expect(Number.isInteger(item.id)).toBe(true);
  expect(typeof item.slug).toBe('string');
  expect(item.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  expect(typeof item.vote_average).toBe('number');
  expect(item).toHaveProperty('poster_path');
  if (type === 'movie') {
    expect(typeof item.title).toBe('string');
    expect(item).toHaveProperty('release_date');
  } else {
    expect(typeof item.name).toBe('string');
    expect(item).toHaveProperty('first_air_date');
  }
  expect(Array.isArray(item.genre_ids)).toBe(true);
}
