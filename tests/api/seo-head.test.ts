// Head tags, escaping of hostile titles (round-trip through HTML and JSON-LD), page texts and sitemaps.
import { describe, expect, it } from 'vitest';
import type { MovieDetails, TvDetails } from '../../api/src/contract';
import { escapeHtml, jsonForScript } from '../../api/src/seo/escape';
import { headTags, pageDescription, pageTitle } from '../../api/src/seo/head-tags';
import { movieJsonLd } from '../../api/src/seo/json-ld';
import { buildSitemap, robotsTxt } from '../../api/src/seo/sitemap';

const movie: MovieDetails = {
  id: 550,
  title: 'Fight Club',
  original_language: 'en',
  overview: 'An insomniac office worker and a soap salesman build a global organization.',
  release_date: '1999-10-15',
  poster_path: null,
  backdrop_path: null,
  vote_average: 8.4,
  vote_count: 30000,
  runtime: 139,
  genres: [{ id: 18, name: 'Drama' }],
  spoken_languages: [],
  production_countries: [],
  credits: { cast: [{ id: 1, name: 'Edward Norton' }], crew: [] },
  'watch/providers': { results: {} },
  slug: 'fight-club',
};

const tv = {
  name: 'Game of Thrones',
  overview: 'Nine noble families fight for control.',
  first_air_date: '2011-04-17',
} as TvDetails;

describe('escaping hostile titles', () => {
  const hostile = 'Evil </script><script>alert(1)</script> <!-- & "quotes" \u2028\u2029 end';

  it('keeps JSON-LD inside its script element and parses back exactly', () => {
    const doc = movieJsonLd(
      { ...movie, title: hostile, overview: hostile },
      { url: 'https://x/movies/evil' },
    );
    const head = headTags({
      title: pageTitle('movie', hostile),
      description: hostile,
      canonical: 'https://x/"a"',
      ogType: 'video.movie',
      jsonLd: doc,
    });
    expect(head).not.toMatch(/[\u2028\u2029]/);
    expect(head).not.toContain('<!--');
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(doc);
    const decode = (s: string) =>
      s
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&#8232;/g, '\u2028')
        .replace(/&#8233;/g, '\u2029')
        .replace(/&amp;/g, '&');
    const title = /<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? '';
    expect(decode(title)).toBe(pageTitle('movie', hostile));
    const og = /property="og:title" content="([^"]*)"/.exec(head)?.[1] ?? '';
    expect(decode(og)).toBe(pageTitle('movie', hostile));
  });

  it('escapes for scripts and attributes', () => {
    expect(jsonForScript({ a: '</script>&\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2028"}');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('head texts', () => {
  it('uses the spec titles for movies and series', () => {
    expect(pageTitle('movie', 'Fight Club')).toBe(
      'Where to Watch Fight Club Full Movie Streaming Online For Free In HD Quality',
    );
    expect(pageTitle('tv', 'Game of Thrones')).toBe(
      'Where to Watch Game of Thrones Full TV Show Streaming Online For Free In HD Quality',
    );
  });

  it('describes a title without overview without "undefined" or "null"', () => {
    const text = pageDescription({ ...tv, overview: null, first_air_date: null });
    expect(text).toBe('Where to watch Game of Thrones: streaming, rent and buy options in your country.');
  });
});

describe('sitemap', () => {
  const urls = Array.from({ length: 5 }, (_, i) => ({ loc: `https://x/movies/t-${i}` }));

  it('is one urlset up to the limit and an index of parts past it', () => {
    expect(buildSitemap('https://x', urls, undefined, 5)).toContain('<urlset');
    const index = buildSitemap('https://x', urls, undefined, 2) ?? '';
    expect(index).toContain('<sitemapindex');
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    expect(index).toContain('<loc>https://x/sitemap.xml?page=3</loc>');
    expect(buildSitemap('https://x', urls, 3, 2)?.match(/<url>/g)).toHaveLength(1);
    expect(buildSitemap('https://x', urls, 4, 2)).toBeNull();
  });

  it('escapes XML and points robots.txt at it', () => {
    expect(buildSitemap('https://x', [{ loc: 'https://x/a?b=1&c=<2>' }])).toContain(
      'https://x/a?b=1&amp;c=&lt;2&gt;',
    );
    expect(robotsTxt('https://x')).toContain('Sitemap: https://x/sitemap.xml');
  });
});
