/* Handbook search: the index is built at build time (SearchIndexBuilder) into script files
   under search/ that call the registration functions below, so it loads with <script>
   elements — from file:// as well as from any sub-path of a web host. A query loads the
   meta file once, then only the shards whose token range its words fall in, then the records
   of the results it shows: the answer file of a common word holds its best results, group
   files (a few consecutive documents each) hold the rest. No framework, no fetch. */
(function () {
  "use strict";

  // ---------- Registration (called by the index files) ----------

  var meta = null;
  var shards = {};          // shard index → ["token", "postings", …], sorted by token
  // Maps keyed by words have no prototype: `constructor` is a word like any other.
  var answers = Object.create(null);      // token → [answer file, doc, doc, …] (the docs whose records it holds)
  var answerFiles = Object.create(null);  // token → answer file (from the meta file)
  var records = {};         // doc → { path, title, trail, anchor, heading, text, code }
  var decoded = Object.create(null);      // token → { docs: Int32Array, scores: Uint16Array }
  var loading = {};         // script URL → Promise

  var api = window.HandbookSearch = window.HandbookSearch || {};
  api.meta = function (m) {
    meta = m;
    answerFiles = Object.create(null);
    // Front-coded: "0view 4builder 4s" → view, viewbuilder, views.
    var previous = "";
    (m.answers ? m.answers.split(" ") : []).forEach(function (entry, i) {
      previous = previous.slice(0, parseInt(entry.charAt(0), 36)) + entry.slice(1);
      answerFiles[previous] = i;
    });
    stopWords = Object.create(null);
    (m.stop || []).forEach(function (w) { stopWords[w] = true; });
  };
  api.shard = function (index, entries, shardAnswers) {
    shards[index] = entries;
    for (var token in shardAnswers) {
      if (Object.prototype.hasOwnProperty.call(shardAnswers, token)) answers[token] = shardAnswers[token];
    }
  };
  api.records = function (pageList, docList) {
    docList.forEach(function (d) {
      var page = pageList[d[1]];
      records[d[0]] = { path: page[0], title: page[1], trail: page[2], anchor: d[2], heading: d[3] || page[1], text: d[4], code: d[5] };
    });
  };

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

  /** Loads the records of `docs`: from the answer files of `terms` that hold two or more of
      them, the rest from their group files. */
  function loadRecords(docs, terms) {
    var missing = docs.filter(function (doc) { return !records[doc]; });
    var files = {};
    terms.forEach(function (term) {
      var answer = answers[term];
      if (!answer || !missing.length) return;
      var held = missing.filter(function (doc) { return answer.indexOf(doc, 1) > 0; });
      if (held.length < 2) return;
      files["search/a/" + answer[0] + ".js"] = true;
      missing = missing.filter(function (doc) { return held.indexOf(doc) < 0; });
    });
    missing.forEach(function (doc) { files["search/d/" + Math.floor(doc / meta.group) + ".js"] = true; });
    return Promise.all(Object.keys(files).map(load));
  }

  // ---------- Tokens ----------

  var stopWords = Object.create(null);
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

  /** A token's postings, decoded into typed arrays (kept for later queries). */
  function postings(token, encoded) {
    var cached = decoded[token];
    if (cached) return cached;
    // Every pair takes two characters or more.
    var docs = new Int32Array(encoded.length >> 1);
    var scores = new Uint16Array(encoded.length >> 1);
    var current = 0, doc = 0, k = 0, isScore = false;
    for (var i = 0; i < encoded.length; i++) {
      var d = DIGIT[encoded.charCodeAt(i)];
      if (d >= 32) { current = current * 32 + (d - 32); continue; }
      current = current * 32 + d;
      if (isScore) { scores[k++] = current; } else { doc += current; docs[k] = doc; }
      isScore = !isScore;
      current = 0;
    }
    cached = decoded[token] = { docs: docs.subarray(0, k), scores: scores.subarray(0, k) };
    return cached;
  }

  /** Whether the query's word `term` matches the words it begins as well as itself: only the
      last word, which the reader may still be typing (a word followed by another is
      finished), and not a two-letter one, which as a prefix would pull in a large share of
      the index. */
  function isPrefixTerm(term, isLast) { return isLast && term.length >= 3; }

  /** The shards whose token range overlaps [term, term + "\uffff") (just [term] for an exact term). */
  function shardsFor(term, prefix) {
    var starts = meta.shards;
    var lo = 0, hi = starts.length - 1, first = 0;
    while (lo <= hi) {
      var mid = (lo + hi) >> 1;
      if (starts[mid] <= term) { first = mid; lo = mid + 1; } else { hi = mid - 1; }
    }
    var end = prefix ? term + "\uffff" : term;
    var list = [];
    for (var i = first; i < starts.length && (i === first || starts[i] < end); i++) list.push(i);
    return list;
  }

  /** Tokens of the loaded shards that start with `term`: the exact token first, then the most
      frequent (the longest postings), at most 60. */
  function expansions(term, shardList, prefix) {
    var found = [];
    shardList.forEach(function (i) {
      var entries = shards[i] || [];
      var lo = 0, hi = entries.length >> 1;
      while (lo < hi) { var mid = (lo + hi) >> 1; if (entries[2 * mid] < term) lo = mid + 1; else hi = mid; }
      for (var k = 2 * lo; k < entries.length && entries[k].lastIndexOf(term, 0) === 0; k += 2) {
        if (entries[k] !== term && !prefix) break;
        found.push({ token: entries[k], encoded: entries[k + 1] });
      }
    });
    found.sort(function (a, b) {
      if ((a.token === term) !== (b.token === term)) return a.token === term ? -1 : 1;
      return b.encoded.length - a.encoded.length;
    });
    return found.slice(0, 60);
  }

  function idf(df) {
    var n = meta.docs;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** The best score of every document matching `term` (over the tokens it expands to):
      { best: Float64Array by document (0 = no match), docs: the matching documents }. */
  function termScores(term, shardList, prefix) {
    var best = new Float64Array(meta.docs);
    var docs = [];
    expansions(term, shardList, prefix).forEach(function (entry) {
      var list = postings(entry.token, entry.encoded);
      var weight = idf(list.docs.length);
      if (entry.token !== term) weight *= 0.5 + 0.35 * term.length / entry.token.length;
      var ids = list.docs, scores = list.scores;
      for (var k = 0; k < ids.length; k++) {
        var doc = ids[k], s = scores[k] * weight, previous = best[doc];
        if (previous === 0) docs.push(doc);
        if (s > previous) best[doc] = s;
      }
    });
    return { best: best, docs: docs };
  }

  /** The `limit` best of `docs` by `scores` (a score by document, 0 = none), best first,
      ties by document: [{doc, score}]. */
  function topResults(docs, scores, limit) {
    var top = [];
    var floor = 0;  // the lowest score in `top` once it is full
    for (var i = 0; i < docs.length; i++) {
      var doc = docs[i], score = scores[doc];
      if (score <= 0 || score < floor) continue;
      if (top.length === limit) {
        var last = top[limit - 1];
        if (score === last.score && doc > last.doc) continue;
        top.pop();
      }
      var k = top.length;
      while (k > 0 && (top[k - 1].score < score || (top[k - 1].score === score && top[k - 1].doc > doc))) k--;
      top.splice(k, 0, { doc: doc, score: score });
      if (top.length === limit) floor = top[limit - 1].score;
    }
    return top;
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
      var prefixes = terms.map(function (t, k) { return isPrefixTerm(t, k === terms.length - 1); });
      var lists = terms.map(function (t, k) { return shardsFor(t, prefixes[k]); });
      var needed = {};
      lists.forEach(function (l) { l.forEach(function (i) { needed[i] = "search/s/" + i + ".js"; }); });
      var files = Object.keys(needed).filter(function (i) { return !shards[i]; }).map(function (i) { return needed[i]; });
      // A common word alone: its answer file holds the records of its results, so load it
      // along with the shards rather than after ranking.
      if (terms.length === 1 && terms[0] in answerFiles) {
        files.push("search/a/" + answerFiles[terms[0]] + ".js");
      }
      return Promise.all(files.map(load)).then(function () {
        var perTerm = terms.map(function (t, k) { return termScores(t, lists[k], prefixes[k]); });
        // Every word must match; if nothing matches them all, rank by how many match.
        var combined = perTerm[0].best;
        if (perTerm.length > 1) {
          combined = new Float64Array(meta.docs);
          perTerm[0].docs.forEach(function (doc) {
            var total = 0;
            for (var k = 0; k < perTerm.length; k++) {
              var s = perTerm[k].best[doc];
              if (s === 0) return;
              total += s;
            }
            combined[doc] = total;
          });
        }
        var ranked = topResults(perTerm[0].docs, combined, limit);
        if (!ranked.length && perTerm.length > 1) {
          var all = [];
          perTerm.forEach(function (t) {
            t.docs.forEach(function (doc) {
              if (combined[doc] !== 0) return;
              var total = 0, count = 0;
              for (var k = 0; k < perTerm.length; k++) {
                var s = perTerm[k].best[doc];
                if (s > 0) { total += s; count++; }
              }
              var share = count / perTerm.length;
              combined[doc] = total * share * share;
              all.push(doc);
            });
          });
          ranked = topResults(all, combined, limit);
        }
        return loadRecords(ranked.map(function (r) { return r.doc; }), terms).then(function () {
          return ranked.map(function (r) {
            var record = records[r.doc];
            return {
              // A page's path is its file's: a "#", "?" or "%" in a name must not end it.
              url: record.path.split("/").map(encodeURIComponent).join("/") + (record.anchor ? "#" + record.anchor : ""),
              title: record.heading,
              page: record.title,
              trail: record.trail,
              isPage: !record.anchor,
              excerptHTML: excerpt(record.text, record.code, terms),
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

  /** The search box, in an empty `.search` (a theme may write its own instead): searching needs
      this script, so a page read without it neither shows a box that does nothing nor carries
      its markup. */
  var boxHTML =
    '<label class="visually-hidden" for="search-input">Search the handbook</label>' +
    '<input id="search-input" class="search-input" type="search" placeholder="Search" spellcheck="false"' +
    ' role="combobox" aria-expanded="false" aria-controls="search-results" aria-autocomplete="list" aria-describedby="search-hint">' +
    '<kbd class="search-key" aria-hidden="true">/</kbd>' +
    '<span id="search-hint" class="visually-hidden">Type to search. Use the arrow keys to pick a result and Enter to open it.</span>' +
    '<div class="search-panel" tabindex="0" hidden>' +
    '<p class="search-status" role="status" aria-live="polite"></p>' +
    '<ul id="search-results" class="search-results" role="listbox" aria-label="Search results"></ul>' +
    "</div>";

  function setUpUI() {
    var box = document.querySelector(".search");
    if (!box) return;
    if (!box.firstElementChild) {
      box.setAttribute("role", "search");
      box.innerHTML = boxHTML;
    }
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
        // Each option is a real link: it can be opened in a new tab or its address copied.
        var row = document.createElement("li");
        row.setAttribute("role", "none");
        var item = document.createElement("a");
        item.className = "search-result";
        item.id = "search-result-" + k;
        item.href = siteRoot() + result.url;
        item.tabIndex = -1;
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
        item.addEventListener("click", function (event) {
          // A modified click (new tab, new window, download) is the browser's to follow.
          if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
          event.preventDefault();
          go(k);
        });
        item.addEventListener("mousemove", function () { if (selected !== k) select(k); });
        item.appendChild(body);
        row.appendChild(item);
        list.appendChild(row);
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
