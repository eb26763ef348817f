import {
  ApplicationState,
  OfferStagePaths,
  type ApiErrorCode,
  type DocumentSide,
  type FieldError,
  type LeadAnswer,
} from '@lf/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { renderApp, TEST_LEAD_ID } from '../../test/render-app';

/** Where a message is shown: not the live region that reads a refusal out as it comes. */
const SHOWN = { ignore: '[role="status"], script, style' };

const DOCUMENT_ID = '0b7d5b8e-7c1a-4f0e-9d3c-5a6b7c8d9e0f';
const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
const fail = (
  status: number,
  code: ApiErrorCode,
  fieldErrors?: FieldError[],
): ApiResult<never> => ({
  ok: false,
  status,
  error: { code, message: 'refused', fieldErrors },
});
const leadAt = (applicationState: ApplicationState): ApiResult<LeadAnswer> =>
  ok({ id: TEST_LEAD_ID, applicationState, leadStatus: 1, expiresAt: '2026-11-24T10:00:00Z' });

/** The uploads: each a stand-in XMLHttpRequest the test answers. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  url = '';
  body: unknown;
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  side(): DocumentSide | null {
    return new URL(this.url, 'http://x').searchParams.get('side') as DocumentSide | null;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }
  received(sides: DocumentSide[]) {
    this.status = 200;
    this.responseText = JSON.stringify({ documentId: DOCUMENT_ID, sides });
    this.onload?.();
  }
  lost() {
    this.onerror?.();
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

type Handler = (request: ApiRequest) => ApiResult<unknown> | undefined;

async function openPage(handle: Handler = () => undefined) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    if (request.path === OfferStagePaths.documentId) return ok({ documentId: DOCUMENT_ID });
    return handle(request) ?? fail(503, 'internal_error');
  }) as unknown as ApiClient;
  const view = await renderApp({
    api,
    path: '/id-upload',
    lead: { state: ApplicationState.ID_UPLOAD },
  });
  await screen.findByRole('heading', { level: 1, name: 'Sube tu documento de identidad' });
  return { ...view, requests };
}

const location = () => screen.getByTestId('location').textContent;
const jpeg = (name = 'dni.jpg', size?: number) => {
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
/** Picks a file in the side's input, as the browser's file chooser does. */
const pick = (label: RegExp, file: File) => {
  const group = screen.getByRole('group', { name: label });
  fireEvent.change(within(group).getByLabelText(/Elegir (un|otro) archivo/), {
    target: { files: [file] },
  });
};
const isContinue = (request: ApiRequest) =>
  request.method === 'POST' && request.path === OfferStagePaths.continue(TEST_LEAD_ID);

async function choose(user: Awaited<ReturnType<typeof openPage>>['user'], type: RegExp) {
  await user.click(screen.getByRole('radio', { name: type }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByRole('group', { name: /Parte delantera|Página con foto/ });
}

describe('identity document upload', () => {
  test('asks for the document first; none chosen is an error in the summary and the title', async () => {
    const { user, requests } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Elige el documento que vas a subir' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Error: /));
    expect(requests).toEqual([]);
    await choose(user, /Pasaporte/);
    expect(requests[0]).toMatchObject({ body: { id: TEST_LEAD_ID, documentType: 'passport' } });
    // A passport has one side only.
    expect(screen.getAllByRole('group', { name: /Parte|Página/ })).toHaveLength(1);
  });

  test('a wrong type or an oversize file is refused before anything is sent', async () => {
    const { user } = await openPage();
    await choose(user, /Pasaporte/);
    pick(/Página con foto/, new File(['GIF89a'], 'foto.gif', { type: 'image/gif' }));
    expect(
      await screen.findByText('El archivo elegido debe ser JPG, PNG o PDF', SHOWN),
    ).toBeVisible();
    // Read out as it is refused: the focus stays on the chooser (walker J).
    expect(
      screen
        .getAllByRole('status')
        .filter((region) => region.textContent === 'El archivo elegido debe ser JPG, PNG o PDF'),
    ).toHaveLength(1);
    pick(/Página con foto/, jpeg('grande.jpg', 9 * 1024 * 1024));
    expect(
      await screen.findByText('El archivo elegido debe ocupar menos de 8 MB', SHOWN),
    ).toBeVisible();
    expect(FakeXhr.sent).toEqual([]);
    const input = screen.getByLabelText('Elegir un archivo');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain('id-upload-front-error');
  });

  test('Continue keeps the reason a file was refused, in the summary and by its field', async () => {
    const { user, requests } = await openPage();
    await choose(user, /Pasaporte/);
    pick(/Página con foto/, new File(['GIF89a'], 'foto.gif', { type: 'image/gif' }));
    await screen.findByText('El archivo elegido debe ser JPG, PNG o PDF', SHOWN);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'El archivo elegido debe ser JPG, PNG o PDF' }),
    ).toBeVisible();
    expect(screen.getAllByText('El archivo elegido debe ser JPG, PNG o PDF', SHOWN)).toHaveLength(
      2,
    );
    expect(requests.filter(isContinue)).toEqual([]);
  });

  test('uploads each side with its progress, then continues', async () => {
    const { user, requests } = await openPage((request) =>
      isContinue(request) ? leadAt(ApplicationState.CHECKING) : undefined,
    );
    await choose(user, /DNI/);
    pick(/Parte delantera/, jpeg('delante.jpg'));
    const [front] = FakeXhr.sent;
    expect(front?.url).toBe(
      `/lead/idUpload?id=${TEST_LEAD_ID}&documentId=${DOCUMENT_ID}&side=front`,
    );
    expect(front?.headers['content-type']).toBe('image/jpeg');
    front?.progress(1, 4);
    expect(await screen.findByRole('progressbar', { name: 'Subiendo: 25 %' })).toHaveAttribute(
      'value',
      '25',
    );
    // While it is sent, another file cannot be chosen for that side, yet its control keeps the
    // focus of one who chose the file by keyboard (a disabled input drops it to the page's body).
    const frontGroup = screen.getByRole('group', { name: /Parte delantera/ });
    for (const input of frontGroup.querySelectorAll('input[type="file"]')) {
      expect(input).not.toBeDisabled();
      expect(input).toHaveAttribute('aria-disabled', 'true');
      expect(fireEvent.click(input)).toBe(false);
    }
    front?.received(['front']);
    expect(await screen.findByText('Subido: delante.jpg')).toBeVisible();
    expect(within(frontGroup).getByLabelText('Elegir otro archivo')).not.toHaveAttribute(
      'aria-disabled',
    );

    // The other side missing: Continue says so, and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      within(await screen.findByRole('alert')).getByRole('link', {
        name: 'Sube la parte trasera de tu DNI',
      }),
    ).toBeVisible();
    expect(requests.filter(isContinue)).toEqual([]);

    pick(/Parte trasera/, jpeg('detras.jpg'));
    FakeXhr.sent[1]?.received(['front', 'back']);
    await screen.findByText('Subido: detras.jpg');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(location()).toBe('/checking'));
  });

  test('a reload before Continue keeps the type of document ticked (walker J: it was lost)', async () => {
    const first = await openPage();
    await first.user.click(await screen.findByRole('radio', { name: /Pasaporte/ }));
    first.unmount();

    const { user, requests } = await openPage();
    expect(await screen.findByRole('radio', { name: /Pasaporte/ })).toBeChecked();
    // Nothing was asked of the lead API for it: the choice is this tab's until Continue.
    expect(requests.filter((request) => request.path === OfferStagePaths.documentId)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(
        requests.filter((request) => request.path === OfferStagePaths.documentId),
      ).toHaveLength(1),
    );
  });

  test('a reload finds the document chosen and the sides received (a phone’s camera may close the tab)', async () => {
    const first = await openPage();
    await choose(first.user, /DNI/);
    pick(/Parte delantera/, jpeg('delante.jpg'));
    FakeXhr.sent[0]?.received(['front']);
    await screen.findByText('Subido: delante.jpg');
    first.unmount();

    const { user, requests } = await openPage((request) =>
      isContinue(request) ? leadAt(ApplicationState.CHECKING) : undefined,
    );
    expect(await screen.findByText('Subido: delante.jpg')).toBeVisible();
    expect(screen.queryByRole('radio', { name: /DNI/ })).toBeNull();
    // The same document: no new one is asked for, and only the back is still to send.
    expect(requests.filter((request) => request.path === OfferStagePaths.documentId)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      within(await screen.findByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sube la parte trasera de tu DNI']);
    pick(/Parte trasera/, jpeg('detras.jpg'));
    expect(FakeXhr.sent[1]?.url).toContain(`documentId=${DOCUMENT_ID}&side=back`);
    FakeXhr.sent[1]?.received(['front', 'back']);
    await screen.findByText('Subido: detras.jpg');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(location()).toBe('/checking'));
  });

  test('another document chosen after a reload starts from the choice, not from the kept one', async () => {
    const first = await openPage();
    await choose(first.user, /DNI/);
    first.unmount();
    const second = await openPage();
    await second.user.click(await screen.findByRole('button', { name: 'Elegir otro documento' }));
    expect(await screen.findByRole('radio', { name: /DNI/ })).toBeChecked();
    second.unmount();
    await openPage();
    expect(await screen.findByRole('radio', { name: /DNI/ })).not.toBeChecked();
  });

  test('a failed upload keeps the other side and is tried again with the same file', async () => {
    const { user } = await openPage();
    await choose(user, /DNI/);
    pick(/Parte delantera/, jpeg('delante.jpg'));
    FakeXhr.sent[0]?.received(['front']);
    await screen.findByText('Subido: delante.jpg');
    const back = jpeg('detras.jpg');
    pick(/Parte trasera/, back);
    FakeXhr.sent[1]?.lost();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se ha subido detras.jpg');
    expect(screen.getByText('Subido: delante.jpg')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Volver a intentarlo' }));
    expect(FakeXhr.sent).toHaveLength(3);
    expect(FakeXhr.sent[2]?.body).toBe(back);
    expect(FakeXhr.sent[2]?.side()).toBe('back');
  });

  test('a file the server refuses says why', async () => {
    const { user } = await openPage();
    await choose(user, /Pasaporte/);
    pick(/Página con foto/, jpeg());
    const [upload] = FakeXhr.sent;
    if (!upload) throw new Error('no upload');
    upload.status = 422;
    upload.responseText = JSON.stringify({
      error: {
        code: 'invalid_body',
        message: 'not a JPEG',
        fieldErrors: [{ fieldName: 'file', message: 'not a JPEG', code: 'not_accepted' }],
      },
    });
    upload.onload?.();
    expect(
      await screen.findByText('El archivo elegido debe ser JPG, PNG o PDF', SHOWN),
    ).toBeVisible();
  });

  test('sides the server says are missing are asked for again', async () => {
    const { user } = await openPage((request) =>
      isContinue(request)
        ? fail(422, 'invalid_body', [{ fieldName: 'front', message: 'missing', code: 'required' }])
        : undefined,
    );
    await choose(user, /Pasaporte/);
    pick(/Página con foto/, jpeg());
    FakeXhr.sent[0]?.received(['front']);
    await screen.findByText('Subido: dni.jpg');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      within(await screen.findByRole('alert')).getByRole('link', {
        name: 'Sube la página con foto de tu pasaporte',
      }),
    ).toBeVisible();
    expect(location()).toBe('/id-upload');
  });

  test('"I cannot upload it now" goes on without the document', async () => {
    const { user, requests } = await openPage((request) =>
      request.path === OfferStagePaths.skipDocumentUpload
        ? leadAt(ApplicationState.CHECKING)
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Continuar sin subir un documento' }));
    await waitFor(() => expect(location()).toBe('/checking'));
    expect(requests.at(-1)).toMatchObject({ method: 'POST', body: { id: TEST_LEAD_ID } });
  });

  test('another document can be chosen; the camera is offered beside the file input', async () => {
    const { user } = await openPage();
    await choose(user, /Tarjeta de residencia/);
    expect(screen.getAllByLabelText('Hacer una foto')[0]).toHaveAttribute('capture', 'environment');
    await user.click(screen.getByRole('button', { name: 'Elegir otro documento' }));
    expect(screen.getByRole('radio', { name: 'Tarjeta de residencia' })).toBeChecked();
  });

  test('the focus follows each change of the form, never left on the page’s body', async () => {
    const { user } = await openPage();
    // Chosen: on the line that says which document, read out first; Tab goes on to its sides.
    await choose(user, /DNI/);
    const chosen = screen.getByText(/Documento: DNI\./);
    await waitFor(() => expect(chosen).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elegir otro documento' })).toHaveFocus();
    // Another document: on the choice made before, to change it with the arrow keys.
    await user.click(screen.getByRole('button', { name: 'Elegir otro documento' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'DNI' })).toHaveFocus());
  });
});
