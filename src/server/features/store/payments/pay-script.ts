/*
 * The hosted payment page's only script, served as /pay/pay.js (the CSP allows no inline script).
 * Plain ES5 so any phone runs it. The page works without it: the server reads the fields however
 * they are typed (see parseExpiry); the script only shows them as the card has them while typing.
 */
export const PAY_SCRIPT = `(function () {
  // The copy button: shown only when scripts run, since without them the text area still works.
  document.querySelectorAll('[data-copy]').forEach(function (b) {
    b.hidden = false;
    b.addEventListener('click', function () {
      var f = document.getElementById(b.getAttribute('data-copy'));
      if (!f) return;
      f.select();
      var done = function () { b.textContent = b.getAttribute('data-copied'); };
      if (navigator.clipboard) navigator.clipboard.writeText(f.value).then(done, function () { document.execCommand('copy'); done(); });
      else { document.execCommand('copy'); done(); }
    });
  });

  var formats = {
    // American Express is grouped 4-6-5; every other brand in fours.
    card: function (d) {
      d = d.slice(0, 19);
      if (/^3[47]/.test(d)) return [d.slice(0, 4), d.slice(4, 10), d.slice(10, 15)].filter(Boolean).join(' ');
      return d.replace(/(\\d{4})(?=\\d)/g, '$1 ');
    },
    // MM/AA, or MM/AAAA when the year is typed in full; a phone's numeric keypad has no '/'.
    expiry: function (d, deleting) {
      if (d.length === 1 && d > '1') d = '0' + d;
      d = d.slice(0, d.slice(2, 4) === '20' ? 6 : 4);
      if (d.length < 2) return d;
      if (d.length === 2) return deleting ? d : d + '/';
      return d.slice(0, 2) + '/' + d.slice(2);
    },
    cvc: function (d) { return d.slice(0, 4); },
    cep: function (d) { d = d.slice(0, 8); return d.length > 5 ? d.slice(0, 5) + '-' + d.slice(5) : d; },
    cpf: function (d) {
      d = d.slice(0, 11);
      if (d.length > 9) return d.slice(0, 3) + '.' + d.slice(3, 6) + '.' + d.slice(6, 9) + '-' + d.slice(9);
      if (d.length > 6) return d.slice(0, 3) + '.' + d.slice(3, 6) + '.' + d.slice(6);
      if (d.length > 3) return d.slice(0, 3) + '.' + d.slice(3);
      return d;
    },
  };

  document.querySelectorAll('input[data-format]').forEach(function (el) {
    var format = formats[el.getAttribute('data-format')];
    if (!format) return;
    var apply = function (deleting) {
      var value = el.value;
      var caret = el.selectionStart === null ? value.length : el.selectionStart;
      var atEnd = caret >= value.length;
      var before = value.slice(0, caret).replace(/\\D/g, '').length;
      var next = format(value.replace(/\\D/g, ''), deleting);
      if (next === value) return;
      el.value = next;
      if (document.activeElement !== el) return;
      // The caret stays after the digit it followed, not thrown to the end by the spaces added.
      var pos = next.length;
      if (!atEnd) {
        pos = 0;
        for (var seen = 0; pos < next.length && seen < before; pos++) if (/\\d/.test(next.charAt(pos))) seen++;
      }
      el.setSelectionRange(pos, pos);
    };
    el.addEventListener('input', function (e) { apply(!!e.inputType && e.inputType.indexOf('delete') === 0); });
    if (el.value) apply(true);
  });

  // The delivery step: each option's price for the UF chosen, and the address a CEP is known by.
  var quotesBox = document.querySelector('[data-quotes]');
  var uf = document.getElementById('uf');
  var showQuotes = function () {
    if (!quotesBox || !uf) return;
    var all = JSON.parse(quotesBox.getAttribute('data-quotes'));
    var q = all[uf.value];
    ['pac', 'sedex'].forEach(function (m) {
      var price = document.querySelector('[data-quote-price="' + m + '"]');
      var days = document.querySelector('[data-quote-days="' + m + '"]');
      if (q && price) price.textContent = '\u00b7 ' + q[m].price;
      if (q && days) days.textContent = q[m].days;
    });
  };
  if (uf) uf.addEventListener('change', showQuotes);
  var cep = document.querySelector('[data-cep-lookup]');
  var status = document.querySelector('[data-cep-status]');
  var looked = '';
  if (cep && window.fetch) {
    var lookUp = function () {
      var d = cep.value.replace(/\\D/g, '');
      if (d.length !== 8 || d === looked) return;
      looked = d;
      fetch('/api/store/cep/' + d, { headers: { Accept: 'application/json' } }).then(function (res) {
        if (!res.ok) { if (status) status.textContent = status.getAttribute('data-not-found'); return null; }
        return res.json();
      }).then(function (body) {
        // A CEP changed while its address was on the way fills nothing: the new one is looked up.
        if (!body || cep.value.replace(/\\D/g, '') !== d) return;
        var a = body.address;
        var set = function (id, value) { var f = document.getElementById(id); if (f && value) f.value = value; };
        set('street', a.street); set('district', a.district); set('city', a.city); set('uf', a.uf);
        showQuotes();
        // The next field takes the focus only from the CEP: one who moved on keeps their place.
        var here = document.activeElement;
        if (here && here !== document.body && here !== cep) return;
        var next = document.getElementById(a.street ? 'number' : 'street');
        if (next) next.focus();
      }, function () { looked = ''; });
    };
    // Typed, pasted or filled in before this script ran (a slow phone): each is looked up once.
    cep.addEventListener('input', lookUp);
    cep.addEventListener('change', lookUp);
    lookUp();
  }
})();
`;
