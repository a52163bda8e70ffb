/* Handbook search: the index is built at build time (SearchIndexBuilder) into script files
   under search/ that call the registration functions below, so it loads with <script>
   elements — from file:// as well as from any sub-path of a web host. A query loads the
   meta file once, then only the shards whose token range its words fall in, then the page
   files of the results it shows. No framework, no fetch. */
(function () {
  "use strict";

  // ---------- Registration (called by the index files) ----------

  var meta = null;
  var shards = {};          // shard index → { token: encoded postings }
  var shardTokens = {};     // shard index → sorted tokens
  var pages = {};           // page index → { path, title, trail, sections }
  var decoded = {};         // token → { docs: Int32Array, scores: Uint16Array }
  var loading = {};         // script URL → Promise
  var firstDocs = null;     // page index → first document id

  var api = window.HandbookSearch = window.HandbookSearch || {};
  api.meta = function (m) {
    meta = m;
    firstDocs = [];
    var sum = 0;
    for (var i = 0; i < m.pages.length; i++) { sum += m.pages[i]; firstDocs.push(sum); }
    stopWords = {};
    (m.stop || []).forEach(function (w) { stopWords[w] = true; });
  };
  api.shard = function (index, tokens) {
    shards[index] = tokens;
    shardTokens[index] = Object.keys(tokens).sort();
  };
  api.page = function (index, page) { pages[index] = page; };

  // ---------- Loading ----------

  function siteRoot() {
    var box = document.querySelector(".search[data-root]");
    var root = box ? box.getAttribute("data-root") : document.documentElement.getAttribute("data-root");
    return root || "";
  }

  function load(path) {
    var url = siteRoot() + path;
    if (!loading[url]) {
      loading[url] = new Promise(function (resolve, reject) {
        var script = document.createElement("script");
        script.src = url;
        script.async = true;
        script.onload = function () { resolve(); };
        script.onerror = function () { delete loading[url]; reject(new Error("Could not load the search index (" + path + ")")); };
        document.head.appendChild(script);
      });
    }
    return loading[url];
  }

  function loadMeta() { return meta ? Promise.resolve() : load("search/index.js"); }
  function loadShard(i) { return shards[i] ? Promise.resolve() : load("search/s/" + i + ".js"); }
  function loadPage(i) { return pages[i] ? Promise.resolve() : load("search/p/" + i + ".js"); }

  // ---------- Tokens ----------

  var stopWords = {};
  // Word characters: as SearchTokenizer (ASCII letters, digits, _, non-ASCII letters; not
  // Latin-1 punctuation, general punctuation, arrows, symbols, emoji).
  var WORD = /[A-Za-z0-9_\u00C0-\u1FFF\u2C00-\uD7FF\uF900-\uFDFF\uFE10-\uFEFE\uFF00-\uFFEF]+/g;

  /** Query words: whole words, lower-cased, without stop words and one-letter words. */
  function queryTerms(query) {
    var terms = [];
    var match;
    WORD.lastIndex = 0;
    while ((match = WORD.exec(query))) {
      var word = match[0].replace(/^_+|_+$/g, "").toLowerCase();
      if (!word || stopWords[word]) continue;
      if (word.length < 2 && word.charCodeAt(0) < 0x80) continue;
      if (terms.indexOf(word) < 0) terms.push(word);
    }
    return terms;
  }

  /** The parts of an identifier, with their offsets: `scrollContentBackground` → scroll, Content, Background. */
  function wordParts(word) {
    var parts = [];
    var re = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+|[^A-Za-z0-9_]+/g;
    var m;
    while ((m = re.exec(word))) parts.push({ text: m[0], index: m.index });
    return parts;
  }

  // ---------- Postings ----------

  var DIGIT = (function () {
    var table = {};
    var terminal = "0123456789abcdefghijklmnopqrstuv";
    var continuation = "wxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$";
    for (var i = 0; i < 32; i++) { table[terminal.charCodeAt(i)] = i; table[continuation.charCodeAt(i)] = 32 + i; }
    return table;
  })();

  function postings(token, encoded) {
    var cached = decoded[token];
    if (cached) return cached;
    var values = [];
    var current = 0;
    for (var i = 0; i < encoded.length; i++) {
      var d = DIGIT[encoded.charCodeAt(i)];
      if (d >= 32) { current = current * 32 + (d - 32); } else { values.push(current * 32 + d); current = 0; }
    }
    var count = values.length >> 1;
    var docs = new Int32Array(count);
    var scores = new Uint16Array(count);
    var doc = 0;
    for (var k = 0; k < count; k++) {
      doc += values[2 * k];
      docs[k] = doc;
      scores[k] = values[2 * k + 1];
    }
    cached = decoded[token] = { docs: docs, scores: scores };
    return cached;
  }

  /** Two-letter words match only themselves: as prefixes they would pull in a large share of
      the index while the reader is still typing. */
  function isPrefixTerm(term) { return term.length >= 3; }

  /** The shards whose token range overlaps [term, term + "\uffff") (just [term] for an exact term). */
  function shardsFor(term) {
    var starts = meta.shards;
    var lo = 0, hi = starts.length - 1, first = 0;
    while (lo <= hi) {
      var mid = (lo + hi) >> 1;
      if (starts[mid] <= term) { first = mid; lo = mid + 1; } else { hi = mid - 1; }
    }
    var end = isPrefixTerm(term) ? term + "\uffff" : term;
    var list = [];
    for (var i = first; i < starts.length && (i === first || starts[i] < end); i++) list.push(i);
    return list;
  }

  /** Tokens of the loaded shards that start with `term`: the exact token first, then by frequency. */
  function expansions(term, shardList) {
    var found = [];
    shardList.forEach(function (i) {
      var tokens = shardTokens[i] || [];
      var lo = 0, hi = tokens.length;
      while (lo < hi) { var mid = (lo + hi) >> 1; if (tokens[mid] < term) lo = mid + 1; else hi = mid; }
      for (var k = lo; k < tokens.length && tokens[k].lastIndexOf(term, 0) === 0; k++) {
        if (tokens[k] !== term && !isPrefixTerm(term)) break;
        found.push({ token: tokens[k], encoded: shards[i][tokens[k]] });
      }
    });
    found.forEach(function (f) { f.size = f.encoded.length; });
    found.sort(function (a, b) {
      if ((a.token === term) !== (b.token === term)) return a.token === term ? -1 : 1;
      return b.size - a.size;
    });
    return found.slice(0, 60);
  }

  function idf(df) {
    var n = meta.docs;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** Scores of every document matching `term` (its best token). */
  function termScores(term, shardList) {
    var scores = new Map();
    expansions(term, shardList).forEach(function (entry) {
      var list = postings(entry.token, entry.encoded);
      var weight = idf(list.docs.length);
      if (entry.token !== term) weight *= 0.5 + 0.35 * term.length / entry.token.length;
      for (var k = 0; k < list.docs.length; k++) {
        var s = list.scores[k] * weight;
        var doc = list.docs[k];
        var previous = scores.get(doc);
        if (previous === undefined || s > previous) scores.set(doc, s);
      }
    });
    return scores;
  }

  function pageOf(doc) {
    var lo = 0, hi = firstDocs.length - 1, found = 0;
    while (lo <= hi) {
      var mid = (lo + hi) >> 1;
      if (firstDocs[mid] <= doc) { found = mid; lo = mid + 1; } else { hi = mid - 1; }
    }
    return found;
  }

  /**
   * Runs a query. Resolves to up to `limit` results, best first:
   * { url (relative to the site root), title, page, trail, excerptHTML, score }.
   */
  function search(query, limit) {
    limit = limit || 10;
    return loadMeta().then(function () {
      var terms = queryTerms(query);
      if (!terms.length) return [];
      var lists = terms.map(shardsFor);
      var needed = {};
      lists.forEach(function (l) { l.forEach(function (i) { needed[i] = true; }); });
      return Promise.all(Object.keys(needed).map(function (i) { return loadShard(+i); })).then(function () {
        var perTerm = terms.map(function (t, k) { return termScores(t, lists[k]); });
        var combined = new Map();
        // Every word must match; if nothing matches them all, rank by how many match.
        perTerm[0].forEach(function (s, doc) {
          var total = s;
          for (var k = 1; k < perTerm.length; k++) {
            var other = perTerm[k].get(doc);
            if (other === undefined) return;
            total += other;
          }
          combined.set(doc, total);
        });
        if (!combined.size && perTerm.length > 1) {
          var counts = new Map();
          perTerm.forEach(function (scores) {
            scores.forEach(function (s, doc) {
              combined.set(doc, (combined.get(doc) || 0) + s);
              counts.set(doc, (counts.get(doc) || 0) + 1);
            });
          });
          combined.forEach(function (s, doc) {
            var c = counts.get(doc) / perTerm.length;
            combined.set(doc, s * c * c);
          });
        }
        var ranked = [];
        combined.forEach(function (s, doc) { ranked.push({ doc: doc, score: s }); });
        ranked.sort(function (a, b) { return b.score - a.score || a.doc - b.doc; });
        ranked = ranked.slice(0, limit);
        var pageIndexes = {};
        ranked.forEach(function (r) { r.pageIndex = pageOf(r.doc); pageIndexes[r.pageIndex] = true; });
        return Promise.all(Object.keys(pageIndexes).map(function (i) { return loadPage(+i); })).then(function () {
          return ranked.map(function (r) {
            var page = pages[r.pageIndex];
            var section = page.sections[r.doc - firstDocs[r.pageIndex]] || ["", page.title, "", ""];
            var anchor = section[0];
            return {
              url: page.path + (anchor ? "#" + anchor : ""),
              title: section[1],
              page: page.title,
              trail: page.trail,
              isPage: !anchor,
              excerptHTML: excerpt(section[2], section[3], terms),
              score: r.score,
            };
          });
        });
      });
    });
  }

  // ---------- Excerpts ----------

  function escapeHTML(text) {
    return text.replace(/[&<>"]/g, function (c) { return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]; });
  }

  function matches(word, terms) {
    var lower = word.toLowerCase();
    for (var i = 0; i < terms.length; i++) if (lower.lastIndexOf(terms[i], 0) === 0) return true;
    return false;
  }

  /** The ranges of `text` to highlight: whole words or identifier parts starting with a term. */
  function highlightRanges(text, terms) {
    var ranges = [];
    var m;
    WORD.lastIndex = 0;
    while ((m = WORD.exec(text))) {
      var word = m[0];
      if (matches(word.replace(/^_+/, ""), terms)) { ranges.push([m.index, m.index + word.length]); continue; }
      var parts = wordParts(word);
      for (var p = 0; p < parts.length; p++) {
        if (!matches(parts[p].text, terms)) continue;
        // Highlight the matching part and the parts after it that the term covers (`contentBackground`).
        var start = m.index + parts[p].index;
        var end = start + parts[p].text.length;
        ranges.push([start, end]);
      }
    }
    return ranges;
  }

  function excerpt(text, code, terms) {
    var source = text || "";
    var ranges = highlightRanges(source, terms);
    if (!ranges.length && code) {
      var codeRanges = highlightRanges(code, terms);
      if (codeRanges.length) {
        source = code.replace(/\s+/g, " ");
        ranges = highlightRanges(source, terms);
      }
    }
    var length = 180;
    var from = 0;
    if (ranges.length && ranges[0][0] > 50) {
      from = ranges[0][0] - 50;
      var space = source.indexOf(" ", from);
      if (space >= 0 && space < ranges[0][0]) from = space + 1;
    }
    var to = Math.min(source.length, from + length);
    if (to < source.length) {
      var cut = source.lastIndexOf(" ", to);
      if (cut > from + length / 2) to = cut;
    }
    var html = from > 0 ? "… " : "";
    var cursor = from;
    ranges.forEach(function (r) {
      if (r[1] <= cursor || r[0] >= to) return;
      var s = Math.max(r[0], cursor);
      html += escapeHTML(source.slice(cursor, s)) + "<mark>" + escapeHTML(source.slice(s, Math.min(r[1], to))) + "</mark>";
      cursor = Math.min(r[1], to);
    });
    html += escapeHTML(source.slice(cursor, to));
    if (to < source.length) html += " …";
    return html;
  }

  api.search = search;
  api.queryTerms = queryTerms;

  // ---------- UI ----------

  function setUpUI() {
    var box = document.querySelector(".search");
    if (!box) return;
    var input = box.querySelector(".search-input");
    var panel = box.querySelector(".search-panel");
    var list = box.querySelector(".search-results");
    var status = box.querySelector(".search-status");
    if (!input || !panel || !list) return;

    var generation = 0;
    var results = [];
    var selected = -1;
    var timer = null;

    function open() { panel.hidden = false; input.setAttribute("aria-expanded", "true"); }
    function close() {
      panel.hidden = true;
      input.setAttribute("aria-expanded", "false");
      input.removeAttribute("aria-activedescendant");
      selected = -1;
    }

    function select(index) {
      var items = list.querySelectorAll(".search-result");
      if (!items.length) return;
      selected = (index + items.length) % items.length;
      Array.prototype.forEach.call(items, function (item, k) {
        item.setAttribute("aria-selected", k === selected ? "true" : "false");
      });
      input.setAttribute("aria-activedescendant", items[selected].id);
      items[selected].scrollIntoView({ block: "nearest" });
    }

    function go(index) {
      var result = results[index];
      if (!result) return;
      var target = siteRoot() + result.url;
      close();
      window.location.href = target;
    }

    function render(query, found) {
      results = found;
      selected = -1;
      list.innerHTML = "";
      list.setAttribute("data-query", query);
      input.removeAttribute("aria-activedescendant");
      found.forEach(function (result, k) {
        var item = document.createElement("li");
        item.className = "search-result";
        item.id = "search-result-" + k;
        item.setAttribute("role", "option");
        item.setAttribute("aria-selected", "false");
        item.setAttribute("data-url", result.url);
        var body = document.createElement("span");
        body.className = "search-result-body";
        var where = result.isPage ? (result.trail || "") : result.page + (result.trail ? " · " + result.trail : "");
        body.innerHTML =
          '<span class="search-result-title">' + escapeHTML(result.title) + "</span>" +
          (where ? '<span class="search-result-page">' + escapeHTML(where) + "</span>" : "") +
          '<span class="search-result-excerpt">' + result.excerptHTML + "</span>";
        item.addEventListener("click", function () { go(k); });
        item.addEventListener("mousemove", function () { if (selected !== k) select(k); });
        item.appendChild(body);
        list.appendChild(item);
      });
      status.textContent = found.length
        ? found.length + (found.length === 10 ? "+ results" : found.length === 1 ? " result" : " results")
        : "No results for “" + query.trim() + "”";
      open();
    }

    function run() {
      var query = input.value;
      var mine = ++generation;
      if (!queryTerms(query).length) {
        list.innerHTML = "";
        results = [];
        if (query.trim()) { status.textContent = "Keep typing…"; open(); } else { close(); }
        return;
      }
      search(query, 10).then(function (found) {
        if (mine === generation) render(query, found);
      }, function (error) {
        if (mine !== generation) return;
        list.innerHTML = "";
        results = [];
        status.textContent = error.message;
        open();
      });
    }

    input.addEventListener("input", function () {
      clearTimeout(timer);
      // Search once typing pauses: every keystroke would load index files for queries the
      // reader has already typed past.
      timer = setTimeout(run, 160);
    });
    input.addEventListener("focus", function () {
      loadMeta().catch(function () {});
      if (input.value.trim() && results.length) open();
    });
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown") {
        event.preventDefault();
        if (panel.hidden && input.value.trim()) open();
        select(selected + 1);
      } else if (event.key === "ArrowUp") {
        event.preventDefault();
        select(selected - 1);
      } else if (event.key === "Enter") {
        event.preventDefault();
        clearTimeout(timer);
        if (results.length) go(selected >= 0 ? selected : 0);
      } else if (event.key === "Escape") {
        event.preventDefault();
        if (!panel.hidden) close(); else { input.value = ""; input.blur(); }
      }
    });
    document.addEventListener("keydown", function (event) {
      if (event.key !== "/" || event.metaKey || event.ctrlKey || event.altKey) return;
      var target = event.target;
      var tag = target && target.tagName;
      if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (target && target.isContentEditable)) return;
      event.preventDefault();
      input.focus();
      input.select();
    });
    document.addEventListener("mousedown", function (event) {
      if (!box.contains(event.target)) close();
    });
    box.addEventListener("focusout", function (event) {
      if (event.relatedTarget && !box.contains(event.relatedTarget)) close();
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUpUI);
  else setUpUI();
})();
