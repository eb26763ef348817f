/* global window, document */
/**
 * The sandbox's reCAPTCHA stand-in, served at GET /recaptcha/api.js (see stand-in-script.ts,
 * which replaces the config placeholder on the last line with the request's options). It
 * implements the part of Google's explicit-render API the front end uses:
 * `grecaptcha.ready(cb)`, `render(container, params)`, `getResponse(widgetId?)` and
 * `reset(widgetId?)`, then calls `window[onload]()`.
 *
 * The widget is a native checkbox inside its label; ticking it gives the one token the sandbox
 * accepts. No inline handlers and no style attributes: the page's CSP may forbid both (styles
 * are set through `element.style`, which CSP allows).
 */
(function (config) {
  'use strict';

  var widgets = [];

  /** A callback given as a function or, as Google allows, as the name of a global function. */
  function callbackOf(value) {
    if (typeof value === 'function') return value;
    if (typeof value === 'string' && typeof window[value] === 'function') return window[value];
    return undefined;
  }

  function labelFor(hl) {
    var code = String(hl || config.hl || '')
      .toLowerCase()
      .replace(/_/g, '-');
    return config.labels[code] || config.labels[code.split('-')[0]] || config.labels.en;
  }

  function setStyles(element, styles) {
    for (var name in styles) {
      if (Object.prototype.hasOwnProperty.call(styles, name)) element.style[name] = styles[name];
    }
  }

  function placeholderOf(container) {
    var element = typeof container === 'string' ? document.getElementById(container) : container;
    if (!element || element.nodeType !== 1) {
      throw new Error('reCAPTCHA placeholder element must be an element or id');
    }
    return element;
  }

  function widgetFor(widgetId) {
    if (widgets.length === 0) throw new Error('No reCAPTCHA clients exist.');
    var widget = widgets[widgetId === undefined ? 0 : widgetId];
    if (!widget) throw new Error('Invalid reCAPTCHA client id: ' + widgetId);
    return widget;
  }

  function render(container, params) {
    var element = placeholderOf(container);
    var options = params || {};
    if (!options.sitekey) throw new Error('Missing required parameters: sitekey');
    if (element.querySelector('.grecaptcha-stand-in')) {
      throw new Error('reCAPTCHA has already been rendered in this element');
    }
    var dark = options.theme === 'dark';
    var compact = options.size === 'compact';
    var label = labelFor(options.hl);

    var box = document.createElement('div');
    box.className = 'grecaptcha-stand-in';
    setStyles(box, {
      display: 'inline-block',
      boxSizing: 'border-box',
      minWidth: compact ? '164px' : '304px',
      padding: '12px 14px',
      border: '1px solid ' + (dark ? '#4a4a4a' : '#d3d3d3'),
      borderRadius: '3px',
      background: dark ? '#222222' : '#f9f9f9',
      color: dark ? '#ffffff' : '#222222',
      fontFamily: 'Roboto, Helvetica, Arial, sans-serif',
      fontSize: '14px',
      lineHeight: '1.4',
    });

    var labelElement = document.createElement('label');
    // As tall as Google's own box's clickable row, not only its 24 px checkbox.
    setStyles(labelElement, {
      display: 'flex',
      alignItems: 'center',
      gap: '12px',
      minHeight: '44px',
    });
    var input = document.createElement('input');
    input.type = 'checkbox';
    setStyles(input, { width: '24px', height: '24px', margin: '0' });
    var text = document.createElement('span');
    text.lang = label.lang;
    text.textContent = label.text;
    labelElement.appendChild(input);
    labelElement.appendChild(text);

    var note = document.createElement('small');
    note.textContent = config.note;
    setStyles(note, {
      display: 'block',
      marginTop: '8px',
      fontSize: '11px',
      color: dark ? '#c8c8c8' : '#555555',
    });

    box.appendChild(labelElement);
    box.appendChild(note);
    element.appendChild(box);

    var widget = { input: input, response: '' };
    input.addEventListener('change', function () {
      var callback;
      if (input.checked) {
        widget.response = config.token;
        callback = callbackOf(options.callback);
        if (callback) callback(config.token);
      } else {
        widget.response = '';
        callback = callbackOf(options['expired-callback']);
        if (callback) callback();
      }
    });
    widgets.push(widget);
    return widgets.length - 1;
  }

  window.grecaptcha = {
    ready: function (callback) {
      if (typeof callback === 'function') callback();
    },
    render: render,
    getResponse: function (widgetId) {
      return widgetFor(widgetId).response;
    },
    reset: function (widgetId) {
      var widget = widgetFor(widgetId);
      widget.input.checked = false;
      widget.response = '';
    },
  };

  var onload = config.onload ? callbackOf(config.onload) : undefined;
  if (onload) onload();
})(/* config */ {});
