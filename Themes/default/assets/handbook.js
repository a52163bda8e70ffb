/* Handbook default theme: sidebar navigation, copy buttons, checklists, navigation drawer, table of contents.
   No framework, no build step. Works from file:// and from any sub-path of a web host. */
(function () {
  "use strict";

  var doc = document.documentElement;
  var root = doc.getAttribute("data-root") || "";
  var pagePath = doc.getAttribute("data-page") || "";

  // ---------- Storage ----------

  /** The site's own prefix for storage keys: the absolute path of its root folder, so two
      handbooks served from the same origin (or both opened from file://) keep apart. */
  var siteKey = (function () {
    try { return new URL(root || "./", window.location.href).pathname; } catch (e) { return "/"; }
  })();

  function storageKey(path) { return "handbook:tasks:" + siteKey + ":" + path; }

  var memoryStore = {};
  function readState(path) {
    var raw = null;
    try { raw = window.localStorage.getItem(storageKey(path)); } catch (e) { raw = memoryStore[path] || null; }
    if (!raw) return null;
    try { var value = JSON.parse(raw); return value && typeof value === "object" ? upgraded(value) : null; } catch (e) { return null; }
  }
  function writeState(path, state) {
    var raw = state ? JSON.stringify(state) : null;
    try {
      if (raw) window.localStorage.setItem(storageKey(path), raw);
      else window.localStorage.removeItem(storageKey(path));
    } catch (e) {
      if (raw) memoryStore[path] = raw; else delete memoryStore[path];
    }
  }

  // ---------- Checklists ----------

  /** Every checkbox of a task list: on a page it belongs to that page; on the review page
      each list names its page in data-task-page. A box is found by its key (templates older
      than the key found it by class and data-task). */
  var taskBoxSelector = "input[data-task-key], input.task-list-item-checkbox[data-task]";
  function taskBoxes() {
    return Array.prototype.slice.call(document.querySelectorAll(taskBoxSelector));
  }
  function pageOf(box) {
    var list = box.closest("[data-task-page]");
    return (list && list.getAttribute("data-task-page")) || pagePath;
  }
  /** A tick is kept under its item's identity (the hash of its text), not its place: reordering
      items or inserting one never moves a tick, and an item whose text changed starts unticked. */
  function keyOf(box) { return box.getAttribute("data-task-key") || box.getAttribute("data-task"); }

  /** FNV-1a (32-bit) of the text's UTF-8 as 8 hex digits, as the build computes data-task-key. */
  function hashKey(text) {
    var bytes = new TextEncoder().encode(text);
    var hash = 0x811c9dc5;
    for (var i = 0; i < bytes.length; i++) { hash ^= bytes[i]; hash = Math.imul(hash, 0x01000193); }
    return ("0000000" + (hash >>> 0).toString(16)).slice(-8);
  }
  /** Ticks stored by builds that kept them under the item's text, under that text's hash. */
  function upgraded(state) {
    Object.keys(state).forEach(function (key) {
      if (/^[0-9a-f]{8}(-[0-9]+)?$/.test(key)) return;
      var hashed = hashKey(key);
      if (!Object.prototype.hasOwnProperty.call(state, hashed)) state[hashed] = state[key];
      delete state[key];
    });
    return state;
  }

  function applyStoredState(boxes) {
    var cache = {};
    boxes.forEach(function (box) {
      var path = pageOf(box);
      if (!(path in cache)) cache[path] = readState(path);
      var state = cache[path];
      if (state && Object.prototype.hasOwnProperty.call(state, keyOf(box))) {
        box.checked = !!state[keyOf(box)];
      } else {
        box.checked = box.defaultChecked;
      }
      markItem(box);
    });
  }

  function markItem(box) {
    var item = box.closest("li");
    if (item) item.classList.toggle("is-done", box.checked);
  }

  function save(box) {
    var path = pageOf(box);
    var stored = readState(path) || {};
    stored[keyOf(box)] = box.checked;
    // Keep only the items the page still has: a tick on an item since removed or reworded
    // (or kept by place, by an older build) is dropped, never handed to another item.
    var state = {};
    taskBoxes().forEach(function (other) {
      var key = keyOf(other);
      if (pageOf(other) === path && Object.prototype.hasOwnProperty.call(stored, key)) state[key] = stored[key];
    });
    writeState(path, state);
  }

  function updateProgress(boxes) {
    var status = document.querySelector(".checklist-status");
    if (!status) return;
    var done = boxes.filter(function (b) { return b.checked; }).length;
    var text = done + " of " + boxes.length + " done";
    var label = status.querySelector(".checklist-progress");
    if (label) label.textContent = text;
    var meter = status.querySelector(".checklist-meter > span");
    if (meter) meter.style.width = (boxes.length ? (100 * done / boxes.length) : 0) + "%";
  }

  function setUpChecklists() {
    var boxes = taskBoxes();
    if (!boxes.length) return;
    boxes.forEach(function (box) { box.disabled = false; });
    applyStoredState(boxes);

    // The page's empty, hidden .checklist-status gets its progress, meter and reset button here:
    // without JavaScript the boxes stay disabled and there is nothing to count or reset.
    var status = document.querySelector(".checklist-status");
    if (status) {
      status.hidden = false;
      if (!status.querySelector(".checklist-progress")) {
        var progress = document.createElement("span");
        progress.className = "checklist-progress";
        progress.setAttribute("role", "status");
        progress.setAttribute("aria-live", "polite");
        status.appendChild(progress);
      }
      if (!status.querySelector(".checklist-reset")) {
        var button = document.createElement("button");
        button.type = "button";
        button.className = "checklist-reset";
        button.textContent = "Reset checklist";
        status.appendChild(button);
      }
      if (!status.querySelector(".checklist-meter")) {
        var meter = document.createElement("span");
        meter.className = "checklist-meter";
        meter.setAttribute("aria-hidden", "true");
        meter.appendChild(document.createElement("span"));
        status.insertBefore(meter, status.querySelector(".checklist-reset"));
      }
    }
    updateProgress(boxes);

    document.addEventListener("change", function (event) {
      var box = event.target;
      if (!box.matches || !box.matches(taskBoxSelector)) return;
      save(box);
      markItem(box);
      updateProgress(boxes);
    });

    var reset = document.querySelector(".checklist-reset");
    if (reset) {
      reset.addEventListener("click", function () {
        var paths = {};
        boxes.forEach(function (box) { paths[pageOf(box)] = true; });
        Object.keys(paths).forEach(function (path) { writeState(path, null); });
        boxes.forEach(function (box) { box.checked = false; markItem(box); });
        // An explicit reset means "nothing done", even for items the Markdown marks [x].
        Object.keys(paths).forEach(function (path) {
          var state = {};
          boxes.forEach(function (box) { if (pageOf(box) === path) state[keyOf(box)] = false; });
          writeState(path, state);
        });
        updateProgress(boxes);
      });
    }

    // Another tab (a topic page or the review page) ticked something: follow it.
    window.addEventListener("storage", function (event) {
      if (event.key && event.key.indexOf("handbook:tasks:" + siteKey + ":") !== 0) return;
      applyStoredState(boxes);
      updateProgress(boxes);
    });
  }

  // ---------- Copy buttons ----------

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text).catch(function () { return legacyCopy(text); });
    }
    return legacyCopy(text);
  }
  function legacyCopy(text) {
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      var ok = false;
      try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
      document.body.removeChild(area);
      if (ok) resolve(); else reject(new Error("copy failed"));
    });
  }

  function setUpCopyButtons() {
    var blocks = document.querySelectorAll(".page pre");
    // A block whose lines are wider than it scrolls sideways; a keyboard reader scrolls it
    // once it can take the focus, so those blocks (and only those) are in the tab order.
    function markScrollable() {
      Array.prototype.forEach.call(blocks, function (pre) {
        if (pre.scrollWidth > pre.clientWidth) pre.setAttribute("tabindex", "0");
        else pre.removeAttribute("tabindex");
      });
    }
    markScrollable();
    window.addEventListener("resize", markScrollable);
    Array.prototype.forEach.call(blocks, function (pre) {
      var host = document.createElement("div");
      host.className = "copy-host";
      pre.parentNode.insertBefore(host, pre);
      host.appendChild(pre);
      var button = document.createElement("button");
      button.type = "button";
      button.className = "copy-button";
      button.textContent = "Copy";
      button.setAttribute("aria-label", "Copy code to clipboard");
      host.appendChild(button);
      button.addEventListener("click", function () {
        // What the reader sees: hidden setup lines are never rendered, so the text is exactly that.
        var text = pre.innerText.replace(/\n$/, "");
        copyText(text).then(function () {
          flash(button, "Copied");
        }, function () {
          flash(button, "Press Ctrl+C");
          var range = document.createRange();
          range.selectNodeContents(pre);
          var selection = window.getSelection();
          selection.removeAllRanges();
          selection.addRange(range);
        });
      });
    });
  }
  function flash(button, text) {
    button.textContent = text;
    button.classList.add("is-copied");
    clearTimeout(button._timer);
    button._timer = setTimeout(function () {
      button.textContent = "Copy";
      button.classList.remove("is-copied");
    }, 1600);
  }

  // ---------- Sidebar: the whole site, from nav.js ----------

  /** Each page carries only its own part of the navigation (its section's pages, the other
      sections collapsed), so it reads without JavaScript and a site's output grows with its
      pages, not with their square. nav.js (loaded before this script) holds every entry once:
      window.HandbookNavigation = { expandAll, items: [["Title", "path"] or
      ["Title", "index path" or "", [entries]], …] }. This puts the whole sidebar in place of
      the page's own, in the same markup, with the current page marked. */
  function setUpNavigation() {
    var data = window.HandbookNavigation;
    var sidebar = document.getElementById("sidebar");
    if (!data || !Array.isArray(data.items) || !sidebar) return;

    function href(path) {
      return root + path.split("/").map(encodeURIComponent).join("/");
    }
    function holdsCurrent(entry) {
      if (entry[1] === pagePath) return true;
      return Array.isArray(entry[2]) && entry[2].some(holdsCurrent);
    }
    function firstPage(entry) {
      if (entry[1]) return entry[1];
      var children = entry[2] || [];
      for (var i = 0; i < children.length; i++) { var p = firstPage(children[i]); if (p) return p; }
      return "";
    }
    function link(path, title, className) {
      var a = document.createElement("a");
      if (className) a.className = className;
      a.href = href(path);
      a.setAttribute("data-path", path);
      if (path === pagePath) a.setAttribute("aria-current", "page");
      a.textContent = title;
      return a;
    }
    function list(entries) {
      var ul = document.createElement("ul");
      entries.forEach(function (entry) {
        var li = document.createElement("li");
        if (Array.isArray(entry[2])) {
          var open = data.expandAll || holdsCurrent(entry);
          li.className = open ? "nav-section" : "nav-section nav-section-collapsed";
          var first = open ? "" : firstPage(entry);
          if (entry[1]) {
            li.appendChild(link(entry[1], entry[0], "nav-section-title"));
          } else if (first) {
            var a = link(first, entry[0], "nav-section-title");
            a.removeAttribute("data-path");
            a.removeAttribute("aria-current");
            li.appendChild(a);
          } else {
            var span = document.createElement("span");
            span.className = "nav-section-title";
            span.textContent = entry[0];
            li.appendChild(span);
          }
          if (open) li.appendChild(list(entry[2]));
        } else {
          li.appendChild(link(entry[1], entry[0]));
        }
        ul.appendChild(li);
      });
      return ul;
    }
    var nav = list(data.items);
    nav.className = "nav-list";
    var old = sidebar.querySelector(".nav-list");
    if (old) sidebar.replaceChild(nav, old); else sidebar.appendChild(nav);
    sidebar.setAttribute("data-navigation", "site");
  }

  // ---------- Navigation drawer (narrow screens) ----------

  /** The button that opens the sidebar as a drawer: only this script can, so the page does not
      carry it (a theme may, hidden, in its header); it goes first in the header. */
  function navToggle() {
    var toggle = document.querySelector(".nav-toggle");
    var header = document.querySelector(".site-header");
    if (toggle || !header) return toggle;
    toggle = document.createElement("button");
    toggle.className = "nav-toggle";
    toggle.type = "button";
    toggle.setAttribute("aria-controls", "sidebar");
    toggle.setAttribute("aria-expanded", "false");
    toggle.innerHTML = '<span class="nav-toggle-icon" aria-hidden="true"></span><span class="visually-hidden">Show navigation</span>';
    header.insertBefore(toggle, header.firstChild);
    return toggle;
  }

  function setUpNavToggle() {
    var sidebar = document.getElementById("sidebar");
    var toggle = sidebar && navToggle();
    if (!toggle || !sidebar) return;
    toggle.hidden = false;
    var label = toggle.querySelector(".visually-hidden");
    function set(open) {
      document.body.classList.toggle("nav-open", open);
      toggle.setAttribute("aria-expanded", open ? "true" : "false");
      if (label) label.textContent = open ? "Hide navigation" : "Show navigation";
    }
    toggle.addEventListener("click", function () { set(!document.body.classList.contains("nav-open")); });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && document.body.classList.contains("nav-open")) { set(false); toggle.focus(); }
    });
    sidebar.addEventListener("click", function (event) { if (event.target.closest("a")) set(false); });
    var current = sidebar.querySelector('[aria-current="page"]');
    if (current && current.scrollIntoView && sidebar.scrollHeight > sidebar.clientHeight) {
      current.scrollIntoView({ block: "center" });
      window.scrollTo(0, 0);
    }
  }

  // ---------- Table of contents: mark the section being read ----------

  function setUpTocTracking() {
    var links = Array.prototype.slice.call(document.querySelectorAll(".toc a[href^='#']"));
    if (!links.length || !("IntersectionObserver" in window)) return;
    var byID = {};
    var headings = [];
    links.forEach(function (link) {
      var id = decodeURIComponent(link.getAttribute("href").slice(1));
      var heading = document.getElementById(id);
      if (heading) { byID[id] = link; headings.push(heading); }
    });
    var visible = {};
    function refresh() {
      var current = null;
      for (var i = 0; i < headings.length; i++) {
        if (visible[headings[i].id]) { current = headings[i].id; break; }
      }
      if (!current) {
        // Between headings: the last one above the viewport.
        for (var j = headings.length - 1; j >= 0; j--) {
          if (headings[j].getBoundingClientRect().top < 120) { current = headings[j].id; break; }
        }
      }
      links.forEach(function (link) { link.classList.remove("is-active"); link.removeAttribute("aria-current"); });
      if (current && byID[current]) { byID[current].classList.add("is-active"); byID[current].setAttribute("aria-current", "location"); }
    }
    var observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) { visible[entry.target.id] = entry.isIntersecting; });
      refresh();
    }, { rootMargin: "-60px 0px -55% 0px" });
    headings.forEach(function (h) { observer.observe(h); });
  }

  // ---------- Print button (review page) ----------

  function setUpPrintButtons() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-action='print']"), function (button) {
      button.addEventListener("click", function () { window.print(); });
    });
  }

  function start() {
    setUpNavigation();
    setUpCopyButtons();
    setUpChecklists();
    setUpNavToggle();
    setUpTocTracking();
    setUpPrintButtons();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
