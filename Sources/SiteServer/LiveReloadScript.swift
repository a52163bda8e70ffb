import Foundation

/// The script `handbook serve` adds to every HTML page it serves (never to built files).
enum LiveReloadScript {
    static let path = "/__handbook/live-reload.js"
    static let eventsPath = "/__handbook/events"

    /// `html` with the script tag inserted before its last `</body>` (or appended).
    static func inject(into html: String, version: String) -> String {
        let tag = "<script src=\"\(path)\" data-version=\"\(version)\"></script>\n"
        if let range = html.range(of: "</body>", options: [.caseInsensitive, .backwards]) {
            var result = html
            result.insert(contentsOf: tag, at: range.lowerBound)
            return result
        }
        return html + tag
    }

    /// Listens to the server's events: reloads on a new build, shows an overlay with the
    /// diagnostics when a build fails, and reloads once the server comes back with a newer site.
    static let source = #"""
        (function () {
          "use strict";
          if (!window.EventSource) return;
          var script = document.currentScript;
          var shown = script ? script.getAttribute("data-version") : null;
          var overlay = null;

          function hideOverlay() {
            if (overlay) { overlay.remove(); overlay = null; }
          }

          function showOverlay(message) {
            hideOverlay();
            overlay = document.createElement("div");
            overlay.id = "handbook-build-error";
            overlay.setAttribute("role", "alert");
            overlay.style.cssText = "position:fixed;inset:0;z-index:2147483647;background:rgba(20,20,24,.92);" +
              "color:#f5f5f7;overflow:auto;padding:2rem;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;";
            var title = document.createElement("div");
            title.textContent = "Build failed \u2014 showing the last good version. Fix the error and save to reload.";
            title.style.cssText = "font-weight:600;color:#ff6b6b;margin-bottom:1rem;font-family:system-ui,sans-serif;font-size:16px;";
            var close = document.createElement("button");
            close.type = "button";
            close.textContent = "Dismiss";
            close.style.cssText = "float:right;font:inherit;padding:.25rem .75rem;cursor:pointer;";
            close.addEventListener("click", hideOverlay);
            var text = document.createElement("pre");
            text.textContent = message;
            text.style.cssText = "white-space:pre-wrap;margin:0;";
            overlay.appendChild(close);
            overlay.appendChild(title);
            overlay.appendChild(text);
            document.body.appendChild(overlay);
          }

          var source = new EventSource("\#(eventsPath)");
          source.addEventListener("hello", function (event) {
            var version = JSON.parse(event.data).version;
            if (shown !== null && version !== shown) { location.reload(); return; }
            hideOverlay();
          });
          source.addEventListener("reload", function () { location.reload(); });
          source.addEventListener("build-error", function (event) {
            showOverlay(JSON.parse(event.data).message);
          });
        })();
        """#
}
