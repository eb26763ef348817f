/** The JSON block listing what the loader requests once the page has painted. */
export const DEFERRED_ASSETS_ELEMENT_ID = 'lf-deferred-assets';
/** The notice the loader shows when the page's code cannot load (prerendered, hidden). */
export const LOAD_FAILED_ELEMENT_ID = 'lf-load-failed';
/**
 * The event the app's entry dispatches on the window when a part it imports cannot load (React
 * DOM, the app's start): the loader then does as when the entry itself cannot load.
 */
export const CODE_FAILED_EVENT = 'lf-code-failed';
/**
 * On the page's container while the loader holds a Continue: the page shows it sending, as the app
 * does (the busy button and its note, styles/global.css).
 */
export const SENDING_MARK_ATTRIBUTE = 'data-lf-sending';
/** The loader's own element (tests tell it from anything injected). */
export const DEFERRED_ASSETS_LOADER_ID = 'lf-first-page-loader';
/**
 * The loader's hand-over to the app, on window: `take()` gives the applicant's early actions held
 * so far and goes on holding, `stop()` stops holding and gives the last ones, `pass(run)` lets the
 * events `run` dispatches through (src/app/early-actions.ts replays them once React has the page),
 * `ownedBy(test)` gives it the app's test of whether React has a control, noted with each value.
 */
export const EARLY_ACTIONS_GLOBAL = 'lfEarlyActions';

export interface DeferredAssets {
  /** The main module scripts. */
  scripts: string[];
  /** The modules they import at once (the page chunk and its imports). */
  modulePreloads: string[];
  /** Data they read at once (the translations). */
  fetches: string[];
}

/**
 * How long one of the loader's tasks goes on adding elements: a task of 12.5 ms here is one of 50
 * ms on Lighthouse's phone (4x CPU), a long task.
 */
export const LOADER_TASK_BUDGET_MS = 3;

/**
 * The longest the loader waits for the first paint's entry before it requests the code: a tab
 * opened in the background paints nothing until it is shown, and a browser without paint entries
 * never reports one.
 */
export const PAINT_WAIT_CAP_MS = 1_000;

/**
 * The one inline script of a prerendered page (allowed by its hash, not by 'unsafe-inline').
 * The page is already in the HTML with its styles inline, so its code only makes it interactive:
 * once the first paint is on the screen, this requests all of it, in parallel, a few requests a task (still
 * before the load event, which waits for it), and links each inline stylesheet's file right after it for the
 * module loader, which looks for the link before it fetches a chunk's styles. The link is
 * `disabled`: its rules are in the page already, and applied a second time they made the browser
 * style the whole page again, 35-47 ms of one task on this machine, four times that on
 * Lighthouse's phone (decision 0031). The brand's theme stays inline only (its font faces
 * once).
 *
 * Until the app takes the page over and has replayed them, an applicant's taps on its buttons and
 * a form's submission are held (not lost, and no native submission reloads the page) and the
 * values they set are noted, with whether React had the control then, for the app to replay in
 * order. If the code cannot load, the page goes back to plain HTML, but sends no form natively:
 * the answers would go into the address; it shows its prerendered notice instead, which offers a
 * reload. Plain ES2017, no build.
 */
export const DEFERRED_ASSETS_LOADER = `(function () {
  var block = document.getElementById('${DEFERRED_ASSETS_ELEMENT_ID}');
  var root = document.getElementById('root');
  if (!block || !root) return;
  var assets = JSON.parse(block.textContent);
  var early = [];
  var passing = false;
  var owned = function () {};
  function keep(event) {
    var target = event.target;
    if (passing) return;
    if (!(target instanceof Element) || !root.contains(target)) return;
    if (event.type === 'click') {
      var control = target.closest('button');
      if (!control) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      early.push({ type: 'click', target: control });
      if (control.type === 'submit') markSending(control.form);
    } else if (event.type === 'submit') {
      event.preventDefault();
      early.push({ type: 'submit', target: target });
      markSending(target);
    } else if ('value' in target) {
      early.push({ type: 'value', target: target, value: target.value, owned: !!owned(target) });
    }
  }
  // A Continue held is shown as the app shows one sending, at once: on a slow line the code may
  // take seconds. The mark is on the page's container, which React does not take over, so the
  // page React takes over is the one it drew (global.css shows the note and the busy button).
  // It goes when the app replays a tap (it then draws its own) or when the hold stops.
  function markSending(form) {
    if (form) root.setAttribute('${SENDING_MARK_ATTRIBUTE}', '');
  }
  function unmark() {
    root.removeAttribute('${SENDING_MARK_ATTRIBUTE}');
  }
  var kinds = ['click', 'submit', 'input', 'change'];
  function take() {
    var taken = early;
    early = [];
    return taken;
  }
  function stop() {
    kinds.forEach(function (kind) {
      document.removeEventListener(kind, keep, true);
    });
    unmark();
    return take();
  }
  // The code did not come (the entry, or a part it imports: CODE_FAILED_EVENT): nothing can send
  // the answers, and a native submission would put
  // them in the address (the form's fields as a query). None is made. The page says so above
  // its form at once (announced, the focus left where it is), and a submission or a tap on one
  // of its buttons brings the applicant to that notice, whose button reloads the page.
  var gone = false;
  function failed() {
    if (gone) return;
    gone = true;
    stop();
    var notice = document.getElementById('${LOAD_FAILED_ELEMENT_ID}');
    var form = root.querySelector('form');
    if (notice) {
      if (form) form.before(notice);
      notice.hidden = false;
      notice.querySelector('button').addEventListener('click', function () {
        location.reload();
      });
    }
    function tell(event) {
      var target = event.target;
      if (event.type === 'submit') event.preventDefault();
      else if (!(target instanceof Element) || !target.closest('button') || !root.contains(target)) return;
      if (notice && !notice.contains(target)) notice.focus();
    }
    document.addEventListener('submit', tell, true);
    document.addEventListener('click', tell, true);
  }
  function pass(run) {
    unmark();
    passing = true;
    try {
      run();
    } finally {
      passing = false;
    }
  }
  kinds.forEach(function (kind) {
    document.addEventListener(kind, keep, true);
  });
  addEventListener('${CODE_FAILED_EVENT}', function (event) {
    console.error('The app’s code could not load', event.error);
    failed();
  });
  window.${EARLY_ACTIONS_GLOBAL} = {
    take: take,
    stop: stop,
    pass: pass,
    ownedBy: function (test) {
      owned = test;
    },
  };
  function add(tag, attributes, after) {
    var element = document.createElement(tag);
    Object.keys(attributes).forEach(function (name) {
      element.setAttribute(name, attributes[name]);
    });
    if (after) after.after(element);
    else document.head.appendChild(element);
    return element;
  }
  function load() {
    var steps = [
      function () {
        // Not the brand's theme: no chunk loads it, and a second copy of its @font-face rules
        // would be new faces, each with its own block period, so a font the first paint went
        // without would be taken up now and move the text (decision 0021).
        document.querySelectorAll('style[data-href]:not([data-href*="/assets/theme-"])').forEach(function (style) {
          add('link', { rel: 'stylesheet', crossorigin: '', disabled: '', href: style.getAttribute('data-href') }, style);
        });
      },
    ];
    assets.modulePreloads.forEach(function (href) {
      steps.push(function () {
        add('link', { rel: 'modulepreload', crossorigin: '', href: href });
      });
    });
    assets.scripts.forEach(function (src) {
      steps.push(function () {
        add('script', { type: 'module', crossorigin: '', src: src }).addEventListener('error', failed);
      });
    });
    assets.fetches.forEach(function (href) {
      steps.push(function () {
        add('link', { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: href });
      });
    });
    // A few elements a task: the browser starts each request as its element goes in, 9-24 ms a
    // request on Lighthouse's phone, and all in one task blocked the page 91-144 ms; one a task
    // made 11 tasks on a classic page and 27 on a v3 one, each a chance to wait for a core. A
    // task adds elements until it has run ${LOADER_TASK_BUDGET_MS} ms (decision 0034).
    (function next() {
      var began = performance.now();
      do steps.shift()();
      while (steps.length > 0 && performance.now() - began < ${LOADER_TASK_BUDGET_MS});
      if (steps.length > 0) setTimeout(next, 0);
    })();
  }
  // Once the first paint is on the screen: its paint entry comes when the frame is presented,
  // which on a loaded machine was 100-140 ms after the frame's own task (decision 0034). Requests
  // that end before that paint are counted by Lighthouse as if the paint had waited for them.
  var started = false;
  function start() {
    if (started) return;
    started = true;
    load();
  }
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    // No paint entries in this browser: the cap below starts the code.
  }
  // A page that does not paint (a tab in the background) loads its code all the same.
  setTimeout(start, ${PAINT_WAIT_CAP_MS});
})();`;
