#!/usr/bin/python3
"""The trace page in a real browser (docs/trace-viewer.md, "The browser test"), run by `make test`.

Writes trace pages with the built kbsim, opens them in headless Chromium through chromedriver (Debian's chromium,
chromium-driver and python3-selenium; scripts/install-deps.sh --test installs them) and checks what a person sees:

- Tests/TraceBrowser/article.kbsim: the pinyin composition "ni hao" underlined as marked text where the
  max-length delegate sees it, and the commit that puts the field over its limit;
- Tests/TraceBrowser/deliberately-failing-expect.kbsim: the page opens at the failed expect, expected and actual side
  by side;
- a kbsim fuzz finding: the shrunk steps and the failing property;
- a --check against a golden transcript: both transcripts aligned, moved events marked;
- arrow keys step through the events and keep #seq= in the address up to date; #seq=N opens event N;
- Tests/TraceBrowser/edits.kbsim: the screens, kept as edits, replayed to the text each state event names, reached
  in any order;
- a plain `kbsim --trace` session: its title carries the options, its verdict says recorded (nothing was checked),
  it opens on the last event, a refused delegate row wraps to show its string and `→ false`, keys read as labelled;
- no console error on any page;
- a screenshot equal to Tests/TraceBrowser/golden/article.png within 0.5 % of the pixels.

KBSIM (default .build/debug/kbsim) names the kbsim to run. KBSIM_RECORD_GOLDEN=1 writes the screenshot as the new
golden instead of comparing (look at it, then commit it). Ends with `trace-browser: N passed, M failed`.
"""
import os
import re
import subprocess
import sys
import tempfile
import time
import traceback

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KBSIM = os.environ.get("KBSIM", os.path.join(ROOT, ".build", "debug", "kbsim"))
ARTICLE = os.path.join("Tests", "TraceBrowser", "article.kbsim")
FAILING = os.path.join("Tests", "TraceBrowser", "deliberately-failing-expect.kbsim")
EDITS = os.path.join("Tests", "TraceBrowser", "edits.kbsim")
GOLDEN = os.path.join(ROOT, "Tests", "TraceBrowser", "golden", "article.png")
RECORD = os.environ.get("KBSIM_RECORD_GOLDEN", "").lower() in ("1", "true", "yes")
WIDTH, HEIGHT = 1280, 900
# A pixel differs when a channel differs by more than this (anti-aliasing noise stays below it).
CHANNEL_TOLERANCE = 24
MAX_DIFFERING = 0.005
SIX_PER_EM = "\u2006"


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def kbsim(args, expect_status):
    run = subprocess.run([KBSIM] + args, cwd=ROOT, capture_output=True, text=True, timeout=300)
    check(run.returncode == expect_status,
          f"kbsim {' '.join(args)}: exit {run.returncode}, expected {expect_status}\n{run.stdout}\n{run.stderr}")
    return run.stdout


def page_path(stdout):
    match = re.search(r"^\s*trace: (.+\.html)$", stdout, re.M)
    check(match, f"no 'trace: PATH' line in\n{stdout}")
    path = match.group(1)
    return path if os.path.isabs(path) else os.path.join(ROOT, path)


def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     f"--window-size={WIDTH},{HEIGHT}", "--force-device-scale-factor=1", "--lang=en-US",
                     "--hide-scrollbars", "--font-render-hinting=none"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    # The page's viewport, not the window's: the same pixels on every machine.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": False})
    return driver


class Page:
    """A trace page open in the browser, with the helpers the checks use."""

    def __init__(self, driver, path, hash=""):
        self.driver = driver
        driver.get("file://" + path + hash)
        for _ in range(100):
            if driver.execute_script("return document.body && document.body.dataset.ready === 'true'"):
                break
            time.sleep(0.05)
        check(self.js("return document.body.dataset.ready") == "true", f"{path}: the page did not finish loading")

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def events(self):
        return self.js("return document.getElementById('kbsim-transcript').textContent.split('\\n')"
                       ".filter(l => l.trim()).map(l => JSON.parse(l))")

    def trace(self):
        return self.js("return JSON.parse(document.getElementById('kbsim-trace').textContent)")

    def seq(self):
        return int(self.js("return document.body.dataset.seq"))

    def hash(self):
        return self.js("return location.hash")

    def click_event(self, seq):
        from selenium.webdriver.common.by import By
        row = self.driver.find_element(By.CSS_SELECTOR, f'#steps li.ev[data-seq="{seq}"]')
        row.click()
        check(self.seq() == seq, f"clicking event #{seq} selected #{self.seq()}")

    def press(self, key):
        from selenium.webdriver.common.action_chains import ActionChains
        ActionChains(self.driver).send_keys(key).perform()

    def text(self, selector):
        return self.js("const e = document.querySelector(arguments[0]); return e ? e.textContent : null", selector)

    def all_text(self, selector):
        return self.js("return [...document.querySelectorAll(arguments[0])].map(e => e.textContent)", selector)

    def underlined(self, selector):
        return self.js("const e = document.querySelector(arguments[0]);"
                       "return !!e && getComputedStyle(e).textDecorationLine.includes('underline')", selector)


def console_errors(driver):
    return [entry for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]


# MARK: The checks

def article_composition(driver, pages):
    page = Page(driver, pages["article"])
    events = page.events()

    def delegate(string, where=lambda e: True):
        found = [e for e in events if e["kind"] == "delegate" and e.get("string") == string and where(e)]
        check(found, f"no delegate call with the replacement {string!r}")
        return found[-1]

    # The composition: the delegate is asked to replace the marked "ni ha" with "ni hao".
    composing = delegate(f"ni{SIX_PER_EM}hao")
    page.click_event(composing["seq"])
    check(page.text("#delegate .returned") == "true", "the composing call's answer is not shown as true")
    marked = page.text('#fields .field[data-field="name"] .field-box .marked')
    check(marked == f"ni{SIX_PER_EM}ha", f"the marked text where the delegate sees the composition: {marked!r}")
    check(page.underlined('#fields .field[data-field="name"] .field-box .marked'), "the marked text is not underlined")
    check(page.text("#delegate .range") == f"ni{SIX_PER_EM}ha", "the delegate's range is not drawn on the marked text")
    check(page.underlined("#device-view .device-field .marked"), "the device's field does not underline the marked text")
    check(page.text("#ime .preedit") is not None, "the input method's preedit is not shown")
    check(len(page.all_text("#ime .candidates li")) > 0, "the input method's candidates are not shown")
    # The next event shows the new composition, still marked.
    page.press("\ue015")  # ArrowDown
    check(page.text('#fields .field[data-field="name"] .field-box .marked') == f"ni{SIX_PER_EM}hao",
          "after the composing call the field does not show ni hao as marked text")

    # The commit: "你好" replaces the whole marked range and the delegate, checking only empty ranges, says yes.
    commit = delegate("你好", lambda e: e.get("range") == [3, 6])
    page.click_event(commit["seq"])
    check(page.text("#delegate .returned") == "true", "the commit's answer is not true")
    check(page.text("#delegate .range") == f"ni{SIX_PER_EM}hao", "the commit's range is not drawn on the marked text")
    check(page.underlined('#fields .field[data-field="name"] .field-box .marked'), "the composition is not underlined at the commit")
    # Once UIKit applied it, the field holds 5 characters: over the delegate's limit of 4.
    after = next(e for e in events if e["seq"] > commit["seq"] and e["kind"] == "notification"
                 and e["name"] == "UITextFieldTextDidChangeNotification")
    page.click_event(after["seq"])
    box = '#fields .field[data-field="name"]'
    check(page.text(box + " .field-box .text") == "abc你好", f"the field after the commit: {page.text(box + ' .field-box .text')!r}")
    check(page.text(box + " .field-box .marked") is None, "the field still shows marked text after the commit")
    length = int(page.js("return document.querySelector(arguments[0]).dataset.length", box + " .length"))
    limit = int(re.search(r"max-length-append:(\d+)", open(os.path.join(ROOT, ARTICLE)).read()).group(1))
    check(length > limit, f"the field has {length} characters, not over the limit {limit}")


def arrows_and_hash(driver, pages):
    page = Page(driver, pages["article"], "#seq=42")
    check(page.seq() == 42, f"#seq=42 opened event #{page.seq()}")
    check(page.js("return document.querySelector('#steps li.ev.selected').dataset.seq") == "42", "row 42 is not selected")
    page.press("\ue015")  # ArrowDown
    check(page.seq() == 43 and page.hash() == "#seq=43", f"ArrowDown: #{page.seq()}, {page.hash()}")
    page.press("\ue014")  # ArrowRight
    check(page.seq() == 44 and page.hash() == "#seq=44", f"ArrowRight: #{page.seq()}, {page.hash()}")
    page.press("\ue013")  # ArrowUp
    page.press("\ue012")  # ArrowLeft
    check(page.seq() == 42 and page.hash() == "#seq=42", f"ArrowUp, ArrowLeft: #{page.seq()}, {page.hash()}")
    # A hidden kind is stepped over.
    events = page.events()
    page.js("document.querySelector('#filters input[data-kind=\"delegate\"]').click()")
    start = page.seq()
    page.press("\ue015")
    expected = next(e["seq"] for e in events if e["seq"] > start and e["kind"] != "delegate")
    check(page.seq() == expected, f"with delegate calls hidden, ArrowDown went to #{page.seq()}, not #{expected}")
    # A changed address selects its event.
    page.js("location.hash = '#seq=7'")
    for _ in range(40):
        if page.seq() == 7:
            break
        time.sleep(0.05)
    check(page.seq() == 7, f"location.hash = #seq=7 selected #{page.seq()}")


def failing_expect(driver, pages):
    page = Page(driver, pages["failing"])
    trace = page.trace()
    check(len(trace["failures"]) == 1, f"failures: {trace['failures']}")
    failure = trace["failures"][0]
    check(failure["line"] == 7, f"the failure's line: {failure['line']}")
    check(page.seq() == failure["seq"] and page.hash() == f"#seq={failure['seq']}",
          f"the page opened at #{page.seq()} ({page.hash()}), not at the failure's event #{failure['seq']}")
    check(page.text('#steps li.step[data-line="7"] .step-head .badge') == "failed", "line 7 is not marked failed")
    expected, actual = page.text("#failure .expected pre"), page.text("#failure .actual pre")
    check(expected == '"hello"' and actual == '"hell"', f"expected {expected!r}, actual {actual!r}")
    boxes = page.js("return ['.expected', '.actual'].map(s => document.querySelector('#failure ' + s).getBoundingClientRect())"
                    ".map(r => [r.left, r.top, r.width])")
    check(boxes[0][1] == boxes[1][1] and boxes[0][0] + boxes[0][2] <= boxes[1][0],
          f"expected and actual are not side by side: {boxes}")


def fuzz_finding(driver, pages):
    page = Page(driver, pages["fuzz"])
    script = open(pages["fuzz"][:-5] + ".kbsim").read()
    check(page.text("#fuzz .property") == "max-length", f"the property: {page.text('#fuzz .property')!r}")
    shown = page.all_text("#fuzz .script li")
    check(shown == script.rstrip("\n").split("\n"), f"the shrunk session shown: {shown}")
    steps = page.all_text("#steps .step-head code")
    for line in script.split("\n"):
        if line and not line.startswith("#"):
            check(line in steps, f"the step {line!r} is not in the timeline: {steps}")
    check("more than 4" in page.text("#fuzz .message"), f"the property's message: {page.text('#fuzz .message')!r}")


def golden_check(driver, pages):
    page = Page(driver, pages["check"])
    trace = page.trace()
    check(trace["check"] is not None, "no comparison in the page")
    check(len(page.all_text("#check tr.moved")) > 0, "no moved events marked")
    rows = trace["check"]["rows"]
    first = next(k for k, r in enumerate(rows) if r["operation"] != "same")
    # It opens at the first difference: its event in this run, or the last one before it.
    at = next(r["observed"] for r in reversed(rows[:first + 1]) if r["observed"] is not None)
    check(page.seq() == at, f"the page opened at #{page.seq()}, not at the first difference #{at}")
    current = page.js("const r = document.querySelector('#check tr.current'); return r ? r.dataset.observed : null")
    check(current == str(at), f"the comparison's selected row: {current}")


def replayed_texts(driver, pages):
    # Each screen is kept as edits of the one before: every state event's text is what the fields show at it,
    # reached forwards, backwards and from far away.
    page = Page(driver, pages["edits"])
    states = [e for e in page.events() if e["kind"] == "state"]
    check(len(states) >= 7, f"{len(states)} state events")
    trace = page.trace()
    check(any(not s.get("full") for s in trace["states"]), "no screen kept as edits")
    order = states + states[::-1] + states[::2] + states[1::2][::-1]
    for e in order:
        page.js("location.hash = arguments[0]", f"#seq={e['seq']}")
        for _ in range(100):
            if page.seq() == e["seq"]:
                break
            time.sleep(0.01)
        check(page.seq() == e["seq"], f"#seq={e['seq']} selected #{page.seq()}")
        field = f'[data-field="{e["field"]}"]'
        shown = page.text(f"#fields .field{field} .field-box")
        on_device = page.text(f"#device-view .device-field{field}")
        want = e["text"] if e["text"] else None
        if want is not None:
            check(shown == want and on_device == want,
                  f"#{e['seq']}: {e['field']} shows {shown!r} (device {on_device!r}), the state event says {want!r}")
        length = page.js(f"return document.querySelector('#fields .field{field} .length').dataset.length")
        check(int(length) == len(e["text"]), f"#{e['seq']}: length {length}, text {e['text']!r}")


def plain_session(driver, pages):
    # A plain `kbsim --trace` session: titled with its options, "recorded" (nothing was checked), open on its last
    # event; a refused delegate row wraps rather than cutting off its string and answer; keys read as labelled.
    page = Page(driver, pages["plain"])
    title = page.js("return document.title")
    check("--keyboard-type emailAddress" in title and "--delegate max-length:3" in title and "--type-text" in title,
          f"the title does not carry the options: {title!r}")
    verdict = page.text("#verdict")
    check(verdict.endswith("recorded (nothing checked)"), f"the verdict of a session nothing checked: {verdict!r}")
    events = page.events()
    check(page.seq() == events[-1]["seq"], f"the page opened at #{page.seq()}, not at the last event #{events[-1]['seq']}")
    refused = page.js("return [...document.querySelectorAll('#steps li.ev.refused .sum')]"
                      ".map(e => [e.textContent, e.scrollWidth <= e.clientWidth + 1, e.getBoundingClientRect().right"
                      " <= e.closest('#timeline').getBoundingClientRect().right + 1])")
    check(refused, "no refused delegate row")
    for text, fits, inside in refused:
        check(text.endswith("→ false") and fits and inside, f"a refused row is cut off: {text!r} fits={fits} inside={inside}")
    keys = page.all_text("#steps li.ev.kind-key .sum")
    check("tap a [letters] → \"a\"" in keys, f"the key rows do not name the keys' labels: {keys[:4]}")
    # A script whose expects held says passed.
    article = Page(driver, pages["article"])
    check(article.text("#verdict").endswith(", passed"), f"the article's verdict: {article.text('#verdict')!r}")


def screenshot(driver, pages):
    from PIL import Image, ImageChops
    page = Page(driver, pages["article"])
    events = page.events()
    commit = [e for e in events if e["kind"] == "delegate" and e.get("string") == "你好"][0]
    page = Page(driver, pages["article"], f"#seq={commit['seq']}")
    shot = os.path.join(pages["dir"], "article.png")
    driver.save_screenshot(shot)
    if RECORD:
        os.makedirs(os.path.dirname(GOLDEN), exist_ok=True)
        Image.open(shot).convert("RGB").save(GOLDEN, optimize=True)
        print(f"recorded {os.path.relpath(GOLDEN, ROOT)}: look at it, then commit it")
        return
    check(os.path.exists(GOLDEN), f"no golden screenshot {GOLDEN}; record one with KBSIM_RECORD_GOLDEN=1")
    got, want = Image.open(shot).convert("RGB"), Image.open(GOLDEN).convert("RGB")
    check(got.size == want.size, f"screenshot {got.size}, golden {want.size}")
    diff = ImageChops.difference(got, want).point(lambda v: 255 if v > CHANNEL_TOLERANCE else 0)
    differing = sum(1 for p in diff.getdata() if p != (0, 0, 0))
    share = differing / (got.size[0] * got.size[1])
    if share > MAX_DIFFERING:
        kept = os.path.join(ROOT, ".build", "trace-browser-article.png")
        os.makedirs(os.path.dirname(kept), exist_ok=True)
        Image.open(shot).save(kept)
        raise Failure(f"{share:.2%} of the pixels differ from the golden (at most {MAX_DIFFERING:.1%}); "
                      f"this run's screenshot: {kept}; re-record with KBSIM_RECORD_GOLDEN=1 if the change is wanted")


CHECKS = [article_composition, arrows_and_hash, failing_expect, fuzz_finding, golden_check, replayed_texts, plain_session,
          screenshot]


def make_pages(directory):
    check(os.access(KBSIM, os.X_OK), f"no kbsim at {KBSIM}; build it (swift build) or set KBSIM")
    check(os.path.exists(os.path.join(ROOT, ARTICLE)), f"missing {ARTICLE}")
    check(os.path.exists(os.path.join(ROOT, FAILING)), f"missing {FAILING}")
    pages = {"dir": directory}
    out = os.path.join(directory, "pages")
    pages["article"] = page_path(kbsim(["run", "--trace", out, ARTICLE], 0))
    pages["failing"] = page_path(kbsim(["run", "--trace", out, FAILING], 1))
    pages["edits"] = page_path(kbsim(["run", "--trace", out, EDITS], 0))
    # A long refused string: its row must wrap, not cut off the string and the answer.
    pages["plain"] = os.path.join(out, "plain.html")
    kbsim(["--keyboard-type", "emailAddress", "--delegate", "max-length:3", "--autocapitalization", "none",
           "--type-text", "abc", "--drop", "a long dropped string the delegate refuses, wider than the timeline column",
           "--trace", pages["plain"]], 0)
    fuzz = kbsim(["fuzz", "--delegate", "max-length-append:4", "--property", "max-length=4", "--runs", "200",
                  "--seed", "1", "--max-failures", "1", "--out", os.path.join(directory, "fuzz"), "--quiet"], 1)
    pages["fuzz"] = page_path(fuzz)
    # The golden example run under the documented ordering: its events move.
    focus = os.path.join(directory, "focus.kbsim")
    with open(focus, "w") as f:
        f.write("ordering documented\n" + open(os.path.join(ROOT, "Examples", "golden", "focus.kbsim")).read())
    pages["check"] = page_path(kbsim(["run", "--check", "Examples/golden/focus.transcript", "--trace", out, focus], 1))
    return pages


def main():
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix="kbsim-trace-browser-") as directory:
        try:
            pages = make_pages(directory)
            driver = browser()
        except Exception as error:  # no pages or no browser: nothing else can run
            print(f"trace-browser: cannot start: {error}")
            print(f"trace-browser: 0 passed, {len(CHECKS)} failed")
            return 1
        try:
            for test in CHECKS:
                name = test.__name__.replace("_", " ")
                try:
                    driver.get_log("browser")  # start each check with an empty console
                    test(driver, pages)
                    errors = console_errors(driver)
                    check(not errors, "console errors: " + "; ".join(e["message"] for e in errors))
                    print(f"ok   {name}")
                    passed += 1
                except Exception as error:
                    print(f"FAIL {name}: {error}")
                    if not isinstance(error, Failure):
                        traceback.print_exc()
                    failed += 1
        finally:
            driver.quit()
    print(f"trace-browser: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
