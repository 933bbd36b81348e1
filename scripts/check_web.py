#!/usr/bin/env python3
"""The stand's web page (`juicemaker serve`'s `/`) in a real browser: Debian's chromium, headless,
driven by Selenium through Debian's chromedriver (nothing is downloaded). Each case starts from what
a person at a register does and checks what they would see, and the stock in the store.

    python3 scripts/check_web.py [--binary .build/debug/juicemaker] [--screenshots DIR] [--only NAME]

--screenshots DIR also writes the order and stock screens at tablet (1024x768) and phone (390x844)
size, in Korean and English (the README and docs/serve.md show docs/screenshots/, refreshed with
`python3 scripts/check_web.py --screenshots docs/screenshots`).
Accessibility is checked with axe-core (PyPI's `axe-core-python` bundles its script): no serious or
critical violation on either screen or the shortage dialog, in either language.
Exit status 0 when every case passed. `.ci/run` runs it after `swift test`.
"""
import argparse
import contextlib
import glob
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import traceback
import urllib.error
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MENU = open(os.path.join(ROOT, "recipes.yaml"), encoding="utf-8").read()
TABLET, PHONE = (1024, 768), (390, 844)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Postgres:
    """A throwaway PostgreSQL cluster (initdb refuses root: as root, its programs run as postgres)."""

    def __init__(self):
        found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
        if not found:
            raise AssertionError("PostgreSQL's programs are missing (apt-get install postgresql)")
        self.bin = os.path.dirname(found[-1])
        self.dir = tempfile.mkdtemp(prefix="juicemaker-web-pg-")
        self.data = os.path.join(self.dir, "data")
        os.mkdir(self.data)
        self.as_postgres = []
        if os.getuid() == 0:
            shutil.chown(self.dir, "postgres")
            shutil.chown(self.data, "postgres")
            self.as_postgres = ["runuser", "-u", "postgres", "--"]
        self.port = free_port()
        subprocess.run(self.as_postgres + [os.path.join(self.bin, "initdb"), "-D", self.data, "-U", "postgres", "--auth=trust"],
                       check=True, capture_output=True)
        subprocess.run(self.as_postgres + [os.path.join(self.bin, "pg_ctl"), "-D", self.data, "-o",
                                           f"-p {self.port} -k {self.data} -c listen_addresses=127.0.0.1",
                                           "-l", os.path.join(self.data, "log"), "-w", "start"], check=True, capture_output=True)
        self.url = f"postgresql://postgres@127.0.0.1:{self.port}/postgres?sslmode=disable"

    def stop(self):
        subprocess.run(self.as_postgres + [os.path.join(self.bin, "pg_ctl"), "-D", self.data, "-m", "fast", "-w", "stop"],
                       check=True, capture_output=True)

    def start(self):
        subprocess.run(self.as_postgres + [os.path.join(self.bin, "pg_ctl"), "-D", self.data, "-o",
                                           f"-p {self.port} -k {self.data} -c listen_addresses=127.0.0.1",
                                           "-l", os.path.join(self.data, "log"), "-w", "start"], check=True, capture_output=True)

    def close(self):
        subprocess.run(self.as_postgres + [os.path.join(self.bin, "pg_ctl"), "-D", self.data, "-m", "immediate", "stop"],
                       capture_output=True)
        shutil.rmtree(self.dir, ignore_errors=True)


class Stand:
    """`juicemaker serve` on the default menu in a directory of its own, as a person starts it."""

    def __init__(self, binary, token=None, port=None, state="stock.sqlite", menu=None):
        self.binary = binary
        self.dir = tempfile.mkdtemp(prefix="juicemaker-web-")
        self.menu = os.path.join(self.dir, "menu.yaml")
        with open(self.menu, "w", encoding="utf-8") as f:
            f.write(menu or MENU)
        self.token = token
        self.port = port or free_port()
        self.state = state
        self.start()

    @property
    def options(self):
        return [self.binary, "--menu", "menu.yaml", "--state", self.state]

    def start(self):
        env = {k: v for k, v in os.environ.items() if not k.startswith("JUICEMAKER_")}
        env["NO_COLOR"] = "1"
        if self.token:
            env["JUICEMAKER_TOKEN"] = self.token
        self.log = open(os.path.join(self.dir, "serve.log"), "ab")
        self.process = subprocess.Popen(self.options + ["serve", "--port", str(self.port)], cwd=self.dir, env=env,
                                        stdout=self.log, stderr=subprocess.STDOUT)
        self.url = f"http://127.0.0.1:{self.port}"
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                urllib.request.urlopen(self.url + "/health", timeout=1).read()
                return
            except OSError:
                time.sleep(0.05)
        raise AssertionError("serve did not start: " + self.log_text())

    def log_text(self):
        with open(os.path.join(self.dir, "serve.log"), encoding="utf-8", errors="replace") as f:
            return f.read()[-2000:]

    def stop(self):
        self.process.send_signal(signal.SIGTERM)
        self.process.wait(timeout=15)
        self.log.close()

    def api(self, method, path, body=None):
        request = urllib.request.Request(self.url + path, method=method,
                                         data=None if body is None else json.dumps(body).encode())
        request.add_header("Content-Type", "application/json")
        if self.token:
            request.add_header("Authorization", "Bearer " + self.token)
        with urllib.request.urlopen(request, timeout=10) as response:
            return json.load(response)

    def stock(self):
        return {row["fruit"]: row["stock"] for row in self.api("GET", "/api/stock")["stock"]}

    def cli(self, *arguments):
        env = {k: v for k, v in os.environ.items() if not k.startswith("JUICEMAKER_")}
        return subprocess.run(self.options + list(arguments), cwd=self.dir, env=env, capture_output=True, text=True, timeout=60)

    def close(self):
        try:
            self.stop()
        except Exception:
            self.process.kill()
        shutil.rmtree(self.dir, ignore_errors=True)


def browser(language="en", size=TABLET):
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--lang={language}", f"--window-size={size[0]},{size[1]}", "--hide-scrollbars"]:
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
    driver = webdriver.Chrome(service=service, options=options)
    # The window size includes the browser's frame; the page's viewport is what is asked for.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": size == PHONE})
    return driver


@contextlib.contextmanager
def page(binary, language="en", size=TABLET, **stand):
    """A stand (`Stand(binary, **stand)`) and a browser on its page, both ended afterwards."""
    served = Stand(binary, **stand)
    try:
        driver = browser(language, size)
        try:
            yield served, driver
        finally:
            driver.quit()
    finally:
        served.close()


def wait(condition, seconds=5.0, what="condition"):
    """Polls `condition` every 20 ms; returns how long it took. Fails after `seconds`."""
    start = time.monotonic()
    last = None
    while time.monotonic() - start < seconds:
        try:
            if condition():
                return time.monotonic() - start
        except Exception as error:  # the page may be re-rendering
            last = error
        time.sleep(0.02)
    raise AssertionError(f"timed out after {seconds} s waiting for {what}" + (f" ({last})" if last else ""))


def open_page(driver, stand):
    driver.get(stand.url + "/")
    wait(lambda: driver.execute_script("return document.body.dataset.ready === 'true'"), 10, "the page to be ready")
    wait(lambda: "●" in driver.find_element(By.ID, "live").text, 5, "the live connection")


def page_stock(driver, fruit):
    return int(driver.find_element(By.CSS_SELECTOR, f"#fruits li[data-fruit='{fruit}'] .count").text)


def juice_button(driver, juice):
    return driver.find_element(By.CSS_SELECTOR, f"#juices button[data-juice='{juice}']")


def dismiss_ready(driver):
    """Taps away an order's "… is ready" overlay if it shows, as staff do before the next tap."""
    overlay = driver.find_element(By.ID, "ready")
    if overlay.is_displayed():
        overlay.click()
        wait(lambda: not overlay.is_displayed(), what="the ready overlay to go at a tap")


def click(driver, element):
    """Taps `element` as a person would: the overlay of the order before first, if it still shows."""
    dismiss_ready(driver)
    element.click()


# --- the cases --------------------------------------------------------------------------------

def case_an_order_is_made_and_the_stock_falls_by_the_recipe(binary, shots):
    with page(binary, "ko") as (stand, driver):
        open_page(driver, stand)
        assert driver.find_element(By.ID, "tab-order").text == "주문"
        click(driver, juice_button(driver, "strawberry-banana"))
        wait(lambda: driver.find_element(By.ID, "message").text == "딸바쥬스 나왔습니다! 맛있게 드세요!", what="the ready message")
        assert driver.find_element(By.ID, "announce").get_attribute("aria-live") == "assertive"
        wait(lambda: driver.find_element(By.ID, "announce").text == "딸바쥬스 나왔습니다! 맛있게 드세요!", what="the announcement")
        wait(lambda: page_stock(driver, "strawberry") == 0 and page_stock(driver, "banana") == 9, what="the page's stock")
        assert stand.stock() == {"strawberry": 0, "banana": 9, "pineapple": 10, "kiwi": 10, "mango": 10}
        listed = stand.cli("stock")
        assert re.search(r"strawberry\s+0\b", listed.stdout), listed.stdout


def case_the_ready_overlay_shows_over_the_screen_and_goes_by_itself(binary, shots):
    # "딸바쥬스 나왔습니다!" was a small green line where the app showed an alert: now it covers the
    # screen with the juice's fruits, goes by itself, or at once at a tap; axe-core finds it clean.
    with page(binary, "ko") as (stand, driver):
        open_page(driver, stand)
        click(driver, juice_button(driver, "strawberry-banana"))
        overlay = driver.find_element(By.ID, "ready")
        wait(overlay.is_displayed, what="the ready overlay")
        shown = time.monotonic()
        assert driver.find_element(By.ID, "readyText").text == "딸바쥬스 나왔습니다! 맛있게 드세요!"
        assert driver.find_element(By.ID, "readyEmoji").text == "🍓🍌"
        box = driver.execute_script("const r = document.getElementById('ready').getBoundingClientRect();"
                                    "return [r.width, r.height, innerWidth, innerHeight, "
                                    "parseFloat(getComputedStyle(document.getElementById('readyText')).fontSize)]")
        assert box[0] >= box[2] and box[1] >= box[3], f"the overlay covers {box[0]}x{box[1]} of {box[2]}x{box[3]}"
        assert box[4] >= 24, f"its text is {box[4]} px"
        found = axe_violations(driver)
        assert not found, f"with the overlay: {found}"
        if shots:
            driver.save_screenshot(os.path.join(shots, "ready-tablet-ko.png"))
        wait(lambda: not overlay.is_displayed(), 5, "the overlay to go by itself")
        gone = time.monotonic() - shown
        assert 1.5 < gone < 4.5, f"the overlay went after {gone:.1f} s"
        # A tap takes it away at once, and the next order can be tapped.
        click(driver, juice_button(driver, "banana"))
        wait(overlay.is_displayed, what="the overlay of the second order")
        overlay.click()
        wait(lambda: not overlay.is_displayed(), 0.5, "the overlay to go at a tap")
        assert stand.stock()["banana"] == 7, "strawberry-banana took one, banana juice two"


def case_the_quantity_goes_back_to_one_after_an_order(binary, shots):
    # The next customer's juice is one: a quantity left at 3 would triple it.
    with page(binary, "en") as (stand, driver):
        open_page(driver, stand)
        click(driver, driver.find_element(By.ID, "more"))
        click(driver, driver.find_element(By.ID, "more"))
        assert driver.find_element(By.ID, "count").get_attribute("value") == "3"
        click(driver, juice_button(driver, "banana"))
        wait(lambda: page_stock(driver, "banana") == 4, what="three bananas juices made (6 bananas)")
        wait(lambda: driver.find_element(By.ID, "count").get_attribute("value") == "1", what="the quantity back at 1")
        assert stand.stock()["banana"] == 4


def case_a_double_tap_makes_one_order(binary, shots):
    # Two taps 50 ms apart made two orders: the second is ignored while the first is in flight.
    with page(binary, "en") as (stand, driver):
        open_page(driver, stand)
        driver.execute_script(
            "const b = document.querySelector(\"#juices button[data-juice='banana']\");"
            "b.click(); setTimeout(() => b.click(), 50);")
        wait(lambda: page_stock(driver, "banana") == 8, what="one banana juice made")
        time.sleep(1)  # what a second order would need to arrive: it must not
        history = stand.api("GET", "/api/history")["entries"]
        assert [entry["description"] for entry in history] == ["banana:1"], history
        assert stand.stock()["banana"] == 8
        # Once it is answered, the next tap orders again.
        click(driver, juice_button(driver, "banana"))
        wait(lambda: page_stock(driver, "banana") == 6, what="a second order after the first was answered")


def case_a_short_order_uses_nothing_and_opens_the_stock_editor(binary, shots):
    with page(binary, "ko") as (stand, driver):
        open_page(driver, stand)
        button = juice_button(driver, "strawberry")
        assert "short" in button.get_attribute("class"), "16 strawberries of 10: the button is greyed"
        assert "부족" in button.text and "딸기 6개" in button.text, button.text
        click(driver, button)
        dialog = driver.find_element(By.ID, "short")
        wait(lambda: dialog.get_attribute("open") is not None, what="the shortage alert")
        assert "재료가 모자라요. 재고를 수정할까요?" in dialog.text
        assert "딸기: 16개 필요 (재고 10개)" in dialog.text, dialog.text
        assert stand.stock()["strawberry"] == 10, "nothing was used"
        click(driver, driver.find_element(By.ID, "toEditor"))
        wait(lambda: driver.find_element(By.ID, "stock").is_displayed(), what="the stock editor")
        focused = driver.switch_to.active_element
        assert focused.get_attribute("aria-label") == "딸기 재고", focused.get_attribute("aria-label")
        row = driver.find_element(By.CSS_SELECTOR, ".row[data-fruit='strawberry']")
        assert "short" in row.get_attribute("class")


def case_the_minus_stepper_stops_at_zero(binary, shots):
    with page(binary, "en") as (stand, driver):
        open_page(driver, stand)
        click(driver, driver.find_element(By.ID, "tab-stock"))
        field = driver.find_element(By.CSS_SELECTOR, ".row[data-fruit='kiwi'] input")
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys("1", Keys.ENTER)
        wait(lambda: stand.stock()["kiwi"] == 1, what="kiwi set to 1")
        minus = lambda: driver.find_element(By.CSS_SELECTOR, ".row[data-fruit='kiwi'] .minus")
        click(driver, minus())
        wait(lambda: stand.stock()["kiwi"] == 0, what="kiwi down to 0")
        wait(lambda: not minus().is_enabled(), what="the minus stepper to stop at 0")
        driver.execute_script("arguments[0].click()", minus())
        time.sleep(0.3)
        assert stand.stock()["kiwi"] == 0
        field = driver.find_element(By.CSS_SELECTOR, ".row[data-fruit='kiwi'] input")
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys("-3", Keys.ENTER)
        wait(lambda: "whole number" in driver.find_element(By.ID, "stockMessage").text, what="the refusal of -3")
        assert stand.stock()["kiwi"] == 0


def case_the_restock_plan_is_bought_and_a_change_undone(binary, shots):
    with page(binary, "en") as (stand, driver):
        open_page(driver, stand)
        click(driver, juice_button(driver, "strawberry-banana"))  # strawberry 0: under its reorder point of 9
        wait(lambda: page_stock(driver, "strawberry") == 0, what="the order")
        click(driver, driver.find_element(By.ID, "tab-stock"))
        plan = driver.find_element(By.ID, "plan")
        wait(lambda: "Strawberry: buy 32" in plan.text, what="the plan to buy 32 strawberries")
        click(driver, driver.find_element(By.ID, "buy"))
        wait(lambda: stand.stock()["strawberry"] == 32, what="the plan bought")
        wait(lambda: "Nothing to buy" in plan.text, what="an empty plan")
        history = driver.find_element(By.ID, "history")
        wait(lambda: "Restock · Strawberry +32" in history.text, what="the restock in the recent changes")
        assert "Order · Strawberry Banana Juice" in history.text, history.text
        click(driver, driver.find_element(By.ID, "undo"))
        wait(lambda: stand.stock()["strawberry"] == 0, what="the restock undone")
        wait(lambda: "Undo #2" in history.text, what="the undo in the recent changes")
        field = driver.find_element(By.CSS_SELECTOR, ".row[data-fruit='strawberry'] input")
        wait(lambda: field.get_attribute("value") == "0", what="the editor at 0 strawberries")


def case_a_change_in_one_session_shows_in_another_within_a_second(binary, shots):
    stand = Stand(binary)
    first, second = browser("en"), browser("en")
    try:
        open_page(first, stand)
        open_page(second, stand)
        click(first, first.find_element(By.ID, "tab-stock"))
        click(first, first.find_element(By.CSS_SELECTOR, ".row[data-fruit='mango'] .plus"))
        took = wait(lambda: page_stock(second, "mango") == 11, 3, "the other screen to show 11 mangoes")
        assert took < 1.0, f"took {took:.2f} s"
    finally:
        first.quit()
        second.quit()
        stand.close()


def case_an_order_from_the_command_line_shows_within_a_second(binary, shots):
    with page(binary, "en") as (stand, driver):
        open_page(driver, stand)
        done = stand.cli("order", "banana")
        assert done.returncode == 0, done.stderr
        took = wait(lambda: page_stock(driver, "banana") == 8, 3, "the page to show 8 bananas")
        assert took < 1.0, f"took {took:.2f} s"


def case_an_order_through_another_serve_on_one_postgresql_stand_shows_within_a_second(binary, shots):
    database = Postgres()
    here = there = None
    driver = browser("en")
    try:
        here, there = Stand(binary, state=database.url), Stand(binary, state=database.url)
        open_page(driver, here)
        there.api("POST", "/api/orders", {"lines": [{"juice": "mango-kiwi", "count": 2}]})
        took = wait(lambda: page_stock(driver, "mango") == 6 and page_stock(driver, "kiwi") == 8, 3,
                    "the page on one serve to show the other's order")
        assert took < 1.0, f"took {took:.2f} s"
        # The database goes away: the page stays, an order is refused with the store's message and
        # uses nothing; back again, the next order is made without reloading anything.
        database.stop()
        click(driver, juice_button(driver, "banana"))
        wait(lambda: "message bad" in driver.find_element(By.ID, "message").get_attribute("class"), 15, "the refusal")
        assert driver.find_element(By.ID, "message").text, "the refusal says something"
        database.start()
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and page_stock(driver, "banana") != 8:
            click(driver, juice_button(driver, "banana"))
            time.sleep(0.5)
        assert page_stock(driver, "banana") == 8, "one banana juice once the database is back"
        assert here.stock()["banana"] == 8
    finally:
        driver.quit()
        for stand in (here, there):
            if stand:
                stand.close()
        database.close()


def case_prices_on_the_buttons_and_times_on_the_stands_clock(binary, shots):
    priced = open(os.path.join(ROOT, "config", "examples", "priced.yaml"), encoding="utf-8").read()
    with page(binary, "en", menu=priced) as (stand, driver):
        open_page(driver, stand)
        button = juice_button(driver, "strawberry-banana")
        assert button.find_element(By.CLASS_NAME, "price").text == "₩5,500", button.text
        click(driver, juice_button(driver, "mango"))
        wait(lambda: page_stock(driver, "mango") == 7, what="the order")
        click(driver, driver.find_element(By.ID, "tab-stock"))
        history = driver.find_element(By.ID, "history")
        wait(lambda: "Order · Mango Juice" in history.text, what="the order in the recent changes")
        time_iso = stand.api("GET", "/api/history?limit=1")["entries"][0]["time"]
        seoul = driver.execute_script("return new Date(arguments[0]).toLocaleTimeString('en', { timeZone: 'Asia/Seoul' })", time_iso)
        utc = driver.execute_script("return new Date(arguments[0]).toLocaleTimeString('en', { timeZone: 'UTC' })", time_iso)
        assert seoul != utc
        assert f"#1 {seoul} · Order · Mango Juice" in history.text, (history.text, seoul)
        # The command line reads the same clock: the menu's timezone, Asia/Seoul.
        listed = stand.cli("history")
        assert listed.stdout.startswith("#  time (Asia/Seoul)"), listed.stdout
    with page(binary, "ko", menu=priced) as (stand, driver):
        open_page(driver, stand)
        price = juice_button(driver, "strawberry-banana").find_element(By.CLASS_NAME, "price").text
        assert price == "5,500원", f"won in Korean as the command line writes it: {price}"
        assert stand.cli("--lang", "ko", "menu").stdout.count("5,500원") == 2
    with page(binary, "en") as (stand, driver):
        open_page(driver, stand)
        assert juice_button(driver, "mango").find_elements(By.CLASS_NAME, "price")[0].text == "", "a menu without prices shows none"


def case_the_today_screen_shows_the_day_and_moves_within_a_second(binary, shots):
    priced = open(os.path.join(ROOT, "config", "examples", "priced.yaml"), encoding="utf-8").read()
    with page(binary, "en", menu=priced) as (stand, driver):
        open_page(driver, stand)
        click(driver, driver.find_element(By.ID, "tab-today"))
        wait(lambda: driver.find_element(By.ID, "today").is_displayed(), what="the Today screen")
        wait(lambda: driver.find_element(By.ID, "tCups").text == "0", what="no cups yet")
        assert "No sales yet today." in driver.find_element(By.ID, "best").text
        assert driver.find_element(By.ID, "tTakings").text == "₩0"
        # Orders from elsewhere move the figures and both charts within a second.
        assert stand.cli("order", "mango-kiwi:2").returncode == 0
        took = wait(lambda: driver.find_element(By.ID, "tCups").text == "2", 1.5, what="two cups")
        assert took < 1.0, f"the Today screen took {took:.2f} s"
        wait(lambda: driver.find_element(By.ID, "tTakings").text == "₩11,000", what="the takings")
        assert "Mango Kiwi Juice 2 cups · ₩11,000" in driver.find_element(By.ID, "best").text
        bars = driver.find_elements(By.CSS_SELECTOR, "#hoursChart svg rect")
        assert len(bars) == 1, f"one hour's bar: {len(bars)}"
        kiwi = driver.find_element(By.CSS_SELECTOR, "#stockChart path[data-fruit='kiwi']").get_attribute("d")
        assert kiwi.startswith("M") and "V" in kiwi, f"kiwi's stock steps down: {kiwi}"
        assert "Kiwi 8" in driver.find_element(By.ID, "legend").text
        # A shortage: a lost sale, and the fruit to blame.
        assert stand.cli("order", "strawberry").returncode == 3
        wait(lambda: driver.find_element(By.ID, "tLost").text == "1", 1.5, what="a lost sale")
        ran_out = driver.find_element(By.ID, "ranOutList").text
        assert "Strawberry ran out at " in ran_out and "1 order for 1 juice turned away" in ran_out, ran_out
        label = driver.find_element(By.CSS_SELECTOR, "#hoursChart svg").get_attribute("aria-label")
        assert label.startswith("Cups sold by hour: ") and "2 cups" in label, label
        click(driver, driver.find_element(By.ID, "lang"))
        wait(lambda: driver.find_element(By.ID, "tab-today").text == "오늘", what="Korean")
        wait(lambda: "딸기: " in driver.find_element(By.ID, "ranOutList").text, what="what ran out in Korean")
        assert "주문 1건(쥬스 1가지)을 놓쳤어요" in driver.find_element(By.ID, "ranOutList").text
        assert driver.find_element(By.ID, "tTakings").text == "11,000원"
        # The API the screen reads, as the OpenAPI document says.
        report = stand.api("GET", "/api/report")
        assert report["totals"]["cups"] == 2 and report["totals"]["lostSales"] == 1 and report["currency"] == "KRW"


def case_korean_and_english(binary, shots):
    with page(binary, "en") as (stand, driver):
        open_page(driver, stand)
        assert driver.find_element(By.ID, "tab-order").text == "Order"
        assert "Strawberry Banana Juice" in juice_button(driver, "strawberry-banana").text
        assert driver.execute_script("return document.documentElement.lang") == "en"
        click(driver, driver.find_element(By.ID, "lang"))
        wait(lambda: driver.find_element(By.ID, "tab-order").text == "주문", what="Korean")
        assert driver.find_element(By.ID, "tab-stock").text == "재고"
        assert "딸바쥬스" in juice_button(driver, "strawberry-banana").text
        assert driver.execute_script("return document.documentElement.lang") == "ko"
        # The recent changes read in the page's language, not as the journal's machine text.
        click(driver, juice_button(driver, "strawberry-banana"))
        refused = stand.cli("order", "strawberry-banana")  # no strawberry left: a lost sale
        assert refused.returncode == 3, refused
        stand.cli("stock", "set", "kiwi", "2")
        click(driver, driver.find_element(By.ID, "tab-stock"))
        history = driver.find_element(By.ID, "history")
        wait(lambda: "설정 · 키위 −8" in history.text, what="the set in Korean")
        assert "주문 · 딸바쥬스" in history.text, history.text
        assert "놓친 주문 · 딸바쥬스 · 딸기 부족" in history.text, history.text
        assert "set kiwi" not in history.text and "strawberry-banana" not in history.text, history.text
        driver.refresh()
        open_page(driver, stand)
        assert driver.find_element(By.ID, "tab-order").text == "주문", "the choice is kept"


def case_a_broken_menu_edit_shows_its_banner_and_the_stand_goes_on(binary, shots):
    with page(binary, "en") as (stand, driver):
        open_page(driver, stand)
        banner = driver.find_element(By.ID, "banner")
        assert not banner.is_displayed()
        broken = MENU.replace("strawberry: 10", "strawbery: 10", 1)
        assert broken != MENU
        with open(stand.menu, "w", encoding="utf-8") as f:
            f.write(broken)
        wait(lambda: banner.is_displayed(), 4, "the banner")
        assert re.search(r"menu\.yaml:\d+:\d+: error: ", banner.text), banner.text
        # In Korean the problem is Korean too (the page asks in its language).
        click(driver, driver.find_element(By.ID, "lang"))
        wait(lambda: re.search(r"menu\.yaml:\d+:\d+: 오류: .*있어요", banner.text) is not None, 4, "the banner in Korean")
        click(driver, driver.find_element(By.ID, "lang"))
        wait(lambda: re.search(r"menu\.yaml:\d+:\d+: error: ", banner.text) is not None, 4, "the banner in English again")
        click(driver, juice_button(driver, "banana"))
        wait(lambda: page_stock(driver, "banana") == 8, what="an order on the last good menu")
        with open(stand.menu, "w", encoding="utf-8") as f:
            f.write(MENU)
        wait(lambda: not banner.is_displayed(), 4, "the banner to go")


def case_an_order_by_keyboard_alone(binary, shots):
    with page(binary, "en") as (stand, driver):
        open_page(driver, stand)
        # From the top of the page, as after loading it: no pointer anywhere.
        driver.execute_script("document.activeElement && document.activeElement.blur()")
        for _ in range(40):
            webdriver.ActionChains(driver).send_keys(Keys.TAB).perform()
            if driver.switch_to.active_element.get_attribute("data-juice") == "kiwi":
                break
        else:
            raise AssertionError("Tab never reached the kiwi juice")
        webdriver.ActionChains(driver).send_keys(Keys.ENTER).perform()
        wait(lambda: "Kiwi Juice" in driver.find_element(By.ID, "message").text, what="the kiwi juice by keyboard")
        assert stand.stock()["kiwi"] == 7
        # The tabs answer the arrow keys; the stock editor's steppers are reachable by Tab too.
        driver.find_element(By.ID, "tab-order").send_keys(Keys.ARROW_RIGHT)
        wait(lambda: driver.find_element(By.ID, "stock").is_displayed(), what="the stock tab by arrow key")


def case_the_token_prompt_on_a_stand_that_needs_one(binary, shots):
    with page(binary, "en", token="s3cret-register-token") as (stand, driver):
        driver.get(stand.url + "/")
        dialog = driver.find_element(By.ID, "tokenDialog")
        wait(lambda: dialog.get_attribute("open") is not None, 5, "the token prompt")
        assert "needs its token" in dialog.text
        assert not driver.find_element(By.ID, "tokenWrong").is_displayed(), "no token given yet: nothing was refused"
        # A wrong token is said to be wrong, and asked for again.
        driver.find_element(By.ID, "token").send_keys("not-the-token", Keys.ENTER)
        wait(lambda: driver.find_element(By.ID, "tokenWrong").is_displayed(), 5, "the prompt saying the token is wrong")
        assert driver.find_element(By.ID, "tokenWrong").text == "That token is not this stand's. Try again."
        assert dialog.get_attribute("open") is not None
        driver.find_element(By.ID, "token").send_keys("s3cret-register-token", Keys.ENTER)
        wait(lambda: len(driver.find_elements(By.CSS_SELECTOR, "#juices button")) == 7, 5, "the menu after the token")
        wait(lambda: "●" in driver.find_element(By.ID, "live").text, 5, "the live connection with the token")
        click(driver, juice_button(driver, "mango"))
        wait(lambda: stand.stock()["mango"] == 7, what="an order with the token")
        driver.refresh()
        wait(lambda: driver.execute_script("return document.body.dataset.ready === 'true'"), 5, "the page")
        wait(lambda: len(driver.find_elements(By.CSS_SELECTOR, "#juices button")) == 7, 5, "the menu with the kept token")
        assert driver.find_element(By.ID, "tokenDialog").get_attribute("open") is None, "the token is kept: no prompt again"
        assert "s3cret-register-token" not in stand.log_text()


def case_the_page_says_when_the_stand_is_away_and_reconnects(binary, shots):
    with page(binary, "en") as (stand, driver):
        open_page(driver, stand)
        stand.stop()
        wait(lambda: "reconnecting" in driver.find_element(By.ID, "live").text, 5, "the page to say the connection is lost")
        stand.start()
        wait(lambda: "●" in driver.find_element(By.ID, "live").text, 8, "the page to reconnect by itself")
        stand.cli("order", "pineapple")
        wait(lambda: page_stock(driver, "pineapple") == 8, 3, "a change after reconnecting")


def case_leaving_the_page_frees_its_connection(binary, shots):
    # A browser keeps six connections to a server; a page left for another must not keep its event
    # stream open (before: the seventh load waited about a minute for a connection).
    with page(binary, "en") as (stand, driver):
        for load in range(10):
            driver.get("about:blank")
            start = time.monotonic()
            open_page(driver, stand)
            took = time.monotonic() - start
            assert took < 3, f"load {load + 1} took {took:.1f} s"


def axe_violations(driver):
    """axe-core's serious and critical violations on the page as it is now (axe-core-python bundles
    the script; WebDriver runs it outside the page's Content-Security-Policy)."""
    from axe_core_python.selenium import Axe
    results = Axe().run(driver)
    return [f"{v['id']} ({v['impact']}): " + "; ".join(n["target"][0] + " " + n.get("failureSummary", "").replace("\n", " ")
                                                   for n in v["nodes"][:3])
            for v in results["violations"] if v["impact"] in ("serious", "critical")]


def case_axe_core_finds_no_serious_violation(binary, shots):
    for language in ["en", "ko"]:
        with page(binary, language) as (stand, driver):
            open_page(driver, stand)
            stand.cli("stock", "set", "kiwi", "0")  # a short juice and a low fruit, with their colours
            wait(lambda: page_stock(driver, "kiwi") == 0, what="kiwi at 0")
            click(driver, juice_button(driver, "banana"))
            wait(lambda: driver.find_element(By.ID, "message").text != "", what="the ready message")
            for screen in ["order", "stock", "today"]:
                click(driver, driver.find_element(By.ID, "tab-" + screen))
                wait(lambda: driver.find_element(By.ID, screen).is_displayed(), what=screen)
                time.sleep(0.3)  # the recent changes, the plan and the day are fetched on showing the screen
                found = axe_violations(driver)
                assert not found, f"{language} {screen}: {found}"
            # The shortage dialog, with its primary button.
            click(driver, driver.find_element(By.ID, "tab-order"))
            click(driver, juice_button(driver, "kiwi"))
            wait(lambda: driver.find_element(By.ID, "short").get_attribute("open") is not None, what="the shortage dialog")
            found = axe_violations(driver)
            assert not found, f"{language} shortage dialog: {found}"


def a_day_of_sales():
    """The priced menu on a clock where it is now about 17:00, and a stand's day on it in the journal
    (written into the stock file as the store writes it): orders from 09:00 on, a delivery at noon,
    strawberries out at 15:10 and the customers turned away since. What the screenshots show."""
    import datetime
    import random
    import sqlite3
    now = datetime.datetime.now(datetime.timezone.utc)
    offset = 17 - now.hour
    offset = offset - 24 if offset > 14 else offset + 24 if offset < -12 else offset
    offset = 12 if offset == -12 else offset
    # A city of each offset without summer time (the menu takes IANA names of places, not Etc/GMT±N).
    zone = {-11: "Pacific/Pago_Pago", -10: "Pacific/Honolulu", -9: "Pacific/Gambier", -8: "Pacific/Pitcairn",
            -7: "America/Phoenix", -6: "America/Regina", -5: "America/Bogota", -4: "America/La_Paz",
            -3: "America/Argentina/Buenos_Aires", -2: "America/Noronha", -1: "Atlantic/Cape_Verde", 0: "UTC",
            1: "Africa/Lagos", 2: "Africa/Johannesburg", 3: "Europe/Istanbul", 4: "Asia/Dubai", 5: "Asia/Karachi",
            6: "Asia/Dhaka", 7: "Asia/Bangkok", 8: "Asia/Singapore", 9: "Asia/Seoul", 10: "Australia/Brisbane",
            11: "Pacific/Noumea", 12: "Pacific/Tarawa", 13: "Pacific/Tongatapu", 14: "Pacific/Kiritimati"}[offset]
    menu = open(os.path.join(ROOT, "config", "examples", "priced.yaml"), encoding="utf-8").read()
    menu = menu.replace("timezone: Asia/Seoul", f"timezone: {zone}").replace("  stock: 10", "  stock: 60")
    local = datetime.timezone(datetime.timedelta(hours=offset))
    today = now.astimezone(local).replace(hour=0, minute=0, second=0, microsecond=0)
    recipes = {"strawberry": {"strawberry": 16}, "banana": {"banana": 2}, "kiwi": {"kiwi": 3}, "pineapple": {"pineapple": 2},
               "strawberry-banana": {"strawberry": 10, "banana": 1}, "mango": {"mango": 3}, "mango-kiwi": {"mango": 2, "kiwi": 1}}
    prices = {"strawberry": 5000, "banana": 4000, "kiwi": 4500, "pineapple": 4500, "strawberry-banana": 5500, "mango": 5000,
              "mango-kiwi": 5500}
    weights = {"strawberry-banana": 5, "mango-kiwi": 4, "banana": 3, "mango": 3, "kiwi": 2, "pineapple": 1, "strawberry": 1}

    def fill(path):
        random.seed(46)
        stock = {fruit: 60 for fruit in ["strawberry", "banana", "pineapple", "kiwi", "mango"]}
        stock["strawberry"] = 14
        entries = []
        minute = 9 * 60
        while minute < 16 * 60 + 50:
            minute += random.choice([4, 6, 9, 12, 15, 20]) if 11 * 60 < minute < 14 * 60 else random.choice([9, 14, 20, 26])
            if minute == 12 * 60 or (not any(e[1] == "restock" for e in entries) and minute > 12 * 60):
                stock["strawberry"] += 30
                entries.append((minute, "restock", "restock strawberry 30", None, [("strawberry", 30)], None))
            juice = random.choices(list(weights), list(weights.values()))[0]
            use = recipes[juice]
            short = [(fruit, amount, stock[fruit]) for fruit, amount in use.items() if stock[fruit] < amount]
            sales = json.dumps([[juice, 1, prices[juice]]], separators=(",", ":"))
            if short:
                entries.append((minute, "lost", f"{juice}:1", sales, [], json.dumps([list(s) for s in short], separators=(",", ":"))))
                continue
            for fruit, amount in use.items():
                stock[fruit] -= amount
            entries.append((minute, "order", f"{juice}:1", sales, [(fruit, -amount) for fruit, amount in use.items()], None))
        db = sqlite3.connect(path)
        with db:
            for number, (minute, kind, text, sales, deltas, short) in enumerate(entries, start=1):
                at = int((today + datetime.timedelta(minutes=minute)).timestamp() * 1000)
                db.execute("INSERT INTO journal (stand, id, time_ms, kind, description, currency, sales, short) VALUES "
                           "('main', ?, ?, ?, ?, ?, ?, ?)", (number, at, kind, text, "KRW" if sales else None, sales, short))
                for position, (fruit, change) in enumerate(deltas):
                    db.execute("INSERT INTO journal_delta VALUES ('main', ?, ?, ?, ?)", (number, position, fruit, change))
            for fruit, count in stock.items():
                db.execute("UPDATE stock SET count = ? WHERE stand = 'main' AND fruit_id = ?", (count, fruit))
        db.close()
    return menu, fill


def case_touch_targets_and_layout_at_tablet_and_phone_size(binary, shots):
    menu, fill = a_day_of_sales()
    stand = Stand(binary, menu=menu)
    try:
        stand.cli("stock")  # the stand, made
        fill(os.path.join(stand.dir, "stock.sqlite"))
        for language in ["ko", "en"]:
            for size, size_name in [(TABLET, "tablet"), (PHONE, "phone")]:
                driver = browser(language, size)
                try:
                    open_page(driver, stand)
                    for screen in ["order", "stock", "today"]:
                        click(driver, driver.find_element(By.ID, "tab-" + screen))
                        wait(lambda: driver.find_element(By.ID, screen).is_displayed(), what=screen)
                        time.sleep(0.2)
                        small = driver.execute_script("""
                            return [...document.querySelectorAll('button, input')].filter(e => e.offsetParent !== null)
                              .map(e => [e.id || e.dataset.juice || e.className, e.getBoundingClientRect()])
                              .filter(([, r]) => r.width < 44 || r.height < 44).map(([n, r]) => `${n} ${r.width}x${r.height}`)""")
                        assert not small, f"{size_name} {screen}: targets under 44 px: {small}"
                        # Against the screen's width (clientWidth), not innerWidth: a page wider than
                        # the screen widens innerWidth with it (the browser zooms out to fit).
                        overflow = driver.execute_script(
                            "return Math.max(document.documentElement.scrollWidth, innerWidth) - document.documentElement.clientWidth")
                        assert overflow <= 0, f"{size_name} {screen}: {overflow} px wider than the screen"
                        outside = driver.execute_script("""
                            const width = document.documentElement.clientWidth;
                            return [...document.querySelectorAll('button, input, h2')].filter(e => e.offsetParent !== null)
                              .filter(e => { const r = e.getBoundingClientRect(); return r.left < 0 || r.right > width; })
                              .map(e => e.id || e.dataset.juice || e.textContent)""")
                        assert not outside, f"{size_name} {screen}: beyond the screen's edge: {outside}"
                        if screen == "order" and size_name == "tablet":
                            # The juices fill the screen: big buttons down to its bottom.
                            heights, bottom, screen_height = driver.execute_script("""
                                const buttons = [...document.querySelectorAll('#juices button')].map(b => b.getBoundingClientRect());
                                return [buttons.map(r => r.height), Math.max(...buttons.map(r => r.bottom)), innerHeight]""")
                            assert min(heights) >= 120, f"tablet: juice buttons {min(heights)} px high"
                            assert bottom >= 0.75 * screen_height, f"tablet: the juices end at {bottom} of {screen_height} px"
                        if screen == "order" and size_name == "phone":
                            # The stock stays in view, at the top of the page and scrolled to its end.
                            for scroll in ["0", "document.documentElement.scrollHeight"]:
                                top, bottom, screen_height, height = driver.execute_script(
                                    f"scrollTo(0, {scroll}); const r = document.querySelector('.onhand').getBoundingClientRect();"
                                    "return [r.top, r.bottom, innerHeight, r.height]")
                                assert top >= 0 and bottom <= screen_height + 1, f"phone: the stock strip at {top}-{bottom} of {screen_height}"
                                assert height <= 110, f"phone: the stock strip is {height} px high"
                            driver.execute_script("scrollTo(0, 0)")
                        if screen == "today":
                            wait(lambda: driver.find_elements(By.CSS_SELECTOR, "#stockChart path"), what="the day's charts")
                        if shots:
                            driver.save_screenshot(os.path.join(shots, f"{screen}-{size_name}-{language}.png"))
                finally:
                    driver.quit()
    finally:
        stand.close()


CASES = [value for name, value in sorted(globals().items()) if name.startswith("case_")]
CASES.sort(key=lambda case: case.__code__.co_firstlineno)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "juicemaker"))
    parser.add_argument("--screenshots", help="write the screens here as PNG")
    parser.add_argument("--only", help="run only the cases whose name holds this")
    args = parser.parse_args()
    if args.screenshots:
        os.makedirs(args.screenshots, exist_ok=True)
    failed = 0
    for case in CASES:
        name = case.__name__[len("case_"):]
        if args.only and args.only not in name:
            continue
        start = time.monotonic()
        try:
            case(os.path.abspath(args.binary), args.screenshots)
            print(f"ok   {name} ({time.monotonic() - start:.1f} s)", flush=True)
        except Exception:
            failed += 1
            print(f"FAIL {name}\n" + traceback.format_exc(), flush=True)
    print("check_web: " + ("all passed" if failed == 0 else f"{failed} failed"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
