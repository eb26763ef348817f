import { IdUploadAnswerSchema } from '@lf/contract';
import { describe, expect, test, vi } from 'vitest';
import { uploadFile, type UploadTransport } from './upload-client';

const documentId = '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';

/** A stand-in XMLHttpRequest: records what was sent; the test plays the network's part. */
class FakeXhr implements UploadTransport {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  aborted = false;
  status = 0;
  responseText = '';
  timeout = 0;
  onload: UploadTransport['onload'] = null;
  onerror: UploadTransport['onerror'] = null;
  ontimeout: UploadTransport['ontimeout'] = null;
  onabort: UploadTransport['onabort'] = null;
  upload: { onprogress: UploadTransport['upload']['onprogress'] } = { onprogress: null };

  open(method: string, url: string | URL) {
    this.method = method;
    this.url = String(url);
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body?: Document | XMLHttpRequestBodyInit | null) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.call(this as unknown as XMLHttpRequest, new ProgressEvent('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.call(
      this as unknown as XMLHttpRequest,
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.call(this as unknown as XMLHttpRequest, new ProgressEvent('load'));
  }
}

function start(signal?: AbortSignal) {
  const xhr = new FakeXhr();
  const progress = vi.fn();
  const file = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
  const result = uploadFile(
    IdUploadAnswerSchema,
    {
      url: 'https://api.example.test/lead/idUpload?side=front',
      file,
      contentType: 'image/jpeg',
      onProgress: progress,
      signal,
    },
    () => xhr,
  );
  return { xhr, progress, file, result };
}

describe('file upload', () => {
  test('posts the file itself with its type, reports progress, and parses the answer', async () => {
    const { xhr, progress, file, result } = start();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('https://api.example.test/lead/idUpload?side=front');
    expect(xhr.headers['content-type']).toBe('image/jpeg');
    expect(xhr.body).toBe(file);
    expect(xhr.timeout).toBeGreaterThan(0);
    xhr.progress(1, 4);
    xhr.progress(2, 4);
    xhr.answer(200, { documentId, sides: ['front'] });
    expect(await result).toEqual({ ok: true, status: 200, data: { documentId, sides: ['front'] } });
    expect(progress.mock.calls.map(([sent]) => sent)).toEqual([0.25, 0.5, 1]);
  });

  test("a refusal comes back with the server's code and status", async () => {
    const { xhr, result } = start();
    xhr.answer(415, { error: { code: 'unsupported_media_type', message: 'Send a JPEG' } });
    expect(await result).toMatchObject({
      ok: false,
      status: 415,
      error: { code: 'unsupported_media_type' },
    });
  });

  test('a refusal without an error body is named by its status', async () => {
    const { xhr, result } = start();
    xhr.answer(413, '<html>Too large</html>');
    expect(await result).toMatchObject({
      ok: false,
      status: 413,
      error: { code: 'payload_too_large' },
    });
  });

  test('a network failure, a time-out and an answer off the contract are error results', async () => {
    const network = start();
    network.xhr.onerror?.call(network.xhr as unknown as XMLHttpRequest, new ProgressEvent('error'));
    expect(await network.result).toMatchObject({
      ok: false,
      status: null,
      error: { code: 'network_error' },
    });
    const slow = start();
    slow.xhr.ontimeout?.call(slow.xhr as unknown as XMLHttpRequest, new ProgressEvent('timeout'));
    expect(await slow.result).toMatchObject({ ok: false, error: { code: 'timeout' } });
    const odd = start();
    odd.xhr.answer(200, { sides: 'front' });
    expect(await odd.result).toMatchObject({
      ok: false,
      status: 200,
      error: { code: 'invalid_response' },
    });
  });

  test('a cancel aborts the request', async () => {
    const controller = new AbortController();
    const { xhr, result } = start(controller.signal);
    controller.abort();
    expect(xhr.aborted).toBe(true);
    expect(await result).toMatchObject({ ok: false, error: { code: 'aborted' } });
  });
});
