// What carries tus-js-client's requests: the browser's XMLHttpRequest, or in unit tests a fake tus server
// (test/fake-tus.ts), set on `tusTransport`. Each upload attempt wraps it so that an upload's length is
// declared only while the server does not know it yet: a last PATCH (the one that declares the length) cut
// off mid-body leaves the server knowing the length but not every byte, and tus-js-client, resuming a
// deferred-length upload, would declare it again with the rest, which tus servers refuse (400) for good.
import { DefaultHttpStack, type HttpRequest, type HttpResponse, type HttpStack } from 'tus-js-client';

export const tusTransport: { stack: HttpStack } = { stack: new DefaultHttpStack({}) };

const UPLOAD_LENGTH = 'upload-length';

class LengthOnceRequest implements HttpRequest {
  constructor(
    private readonly request: HttpRequest,
    private readonly lengthKnown: (url: string) => boolean,
    private readonly learned: (url: string, response: HttpResponse) => void,
  ) {}

  getMethod = () => this.request.getMethod();
  getURL = () => this.request.getURL();
  getHeader = (header: string) => this.request.getHeader(header);
  setProgressHandler = (handler: (bytesSent: number) => void) => this.request.setProgressHandler(handler);
  abort = () => this.request.abort();
  getUnderlyingObject = () => this.request.getUnderlyingObject();

  setHeader(header: string, value: string): void {
    const redundant =
      this.getMethod() === 'PATCH' &&
      header.toLowerCase() === UPLOAD_LENGTH &&
      this.lengthKnown(this.getURL());
    if (!redundant) this.request.setHeader(header, value);
  }

  async send(body: unknown): Promise<HttpResponse> {
    const response = await this.request.send(body);
    this.learned(this.getURL(), response);
    return response;
  }
}

/** The transport for one upload attempt, declaring the upload's length once (see above). */
export function lengthOnceTransport(inner: HttpStack = tusTransport.stack): HttpStack {
  // The uploads whose length the server told (HEAD's Upload-Length): not to be declared again.
  const known = new Set<string>();
  const learned = (url: string, response: HttpResponse) => {
    const status = response.getStatus();
    // A browser's XMLHttpRequest answers null for a header that is absent (the type says undefined).
    if (status >= 200 && status < 300 && response.getHeader('Upload-Length') != null) known.add(url);
  };
  return {
    getName: () => `${inner.getName()} (length declared once)`,
    createRequest: (method, url) =>
      new LengthOnceRequest(inner.createRequest(method, url), (u) => known.has(u), learned),
  };
}
