/**
 * An in-memory stand-in for the Cache API and CacheStorage (happy-dom has neither), for unit tests
 * of what the site keeps offline. Keys are compared by URL, as the Cache API does by default.
 */
import type { CacheLike } from './bounded';

export class FakeCache implements CacheLike {
  readonly entries = new Map<string, Response>();

  async keys(): Promise<readonly Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(urlOf(request))?.clone();
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const url = urlOf(request);
    // A put replaces the entry and moves it last, as the Cache API's request-response list does.
    this.entries.delete(url);
    this.entries.set(url, response);
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(urlOf(request));
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();

  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.caches.set(name, cache);
    }
    return cache;
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }
}

function urlOf(request: RequestInfo | URL): string {
  if (typeof request === 'string') return new URL(request, 'http://localhost/').href;
  if (request instanceof URL) return request.href;
  return request.url;
}
