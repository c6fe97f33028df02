package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.examples.serve.BrowserTest.clickField;
import static org.pacru.examples.serve.BrowserTest.driver;
import static org.pacru.examples.serve.BrowserTest.fragment;
import static org.pacru.examples.serve.BrowserTest.gameOf;
import static org.pacru.examples.serve.BrowserTest.js;
import static org.pacru.examples.serve.BrowserTest.open;
import static org.pacru.examples.serve.BrowserTest.plies;
import static org.pacru.examples.serve.BrowserTest.settle;
import static org.pacru.examples.serve.BrowserTest.shot;
import static org.pacru.examples.serve.BrowserTest.text;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.pacru.board.Position;
import org.pacru.game.Game;

/**
 * The page as an analysis board in a real browser (pacru serve's page, headless Chromium through {@link BrowserTest}'s
 * driver): the page as an analysis board (stepping through a game by keys and buttons, a variation
 * and the way back to the main line, a hint and an evaluation from the engine's search in the
 * worker, a computer game to watch with Pause, Step and speed), its levels, and the findings 1–11
 * of the issue, each on the viewport it is about (desktop 1366 × 900, phone 390 × 844).
 */
@ExtendWith(ChromiumPage.class)
class AnalysisBoardBrowserTest {
    private static final String START = BrowserTest.START;

    private static void phone() {
        BrowserTest.phone();
    }

    /** Opens a game the computer plays, paused at once (Pause), and waits until the page has settled. */
    private static void openPaused(String fragment) {
        driver.get("about:blank");
        driver.get(BrowserTest.base + "favicon.svg");
        js("localStorage.setItem('pacru.welcomed', '1');");
        driver.get(BrowserTest.base + fragment);
        js("window.__pacruErrors = []; window.addEventListener('error', e => window.__pacruErrors.push(String(e.message)));");
        new WebDriverWait(driver, Duration.ofSeconds(30)).until(d -> "true".equals(js("return String(document.body.dataset.ready === 'true');")));
        driver.findElement(By.id("pause")).click();
        settle();
    }

    /** The plies in the move list, counted in one script (the list is redrawn after every move). */
    private static int plyCount() {
        return ((Number) js("return document.querySelectorAll('#moves button.ply').length - 1;")).intValue();
    }

    private static void pause(long millis) {
        js("return new Promise(r => setTimeout(r, " + millis + "));");
    }

    private static String currentPly() {
        return driver.findElement(By.cssSelector("#moves button.ply[aria-current]")).getAttribute("data-ply");
    }

    // ---- What to build 2: the analysis board ----

    /** Plays, by clicks, a move of the player to move whose destination is not {@code avoided}. */
    static void playAMoveOtherThan(String avoided) {
        int before = driver.findElements(By.cssSelector("#moves button.ply")).size();
        List<String> starts = driver.findElements(By.cssSelector("#board .mark.start")).stream()
                .map(m -> m.getAttribute("data-field")).toList();
        for (String start : starts) {
            clickField(start);
            List<String> targets = driver.findElements(By.cssSelector("#board .mark.target")).stream()
                    .map(m -> m.getAttribute("data-field")).filter(f -> !f.equals(avoided)).toList();
            if (targets.isEmpty()) {
                driver.findElement(By.id("cancel")).click();
                settle();
                continue;
            }
            clickField(targets.get(0));
            for (int i = 0; i < 10 && driver.findElements(By.cssSelector("#moves button.ply")).size() == before; i++) {
                driver.findElements(By.cssSelector("#choices button")).get(0).click();
                settle();
            }
            return;
        }
        throw new AssertionError("no move other than to " + avoided);
    }

    @Test
    @DisplayName("step through a game: ◀ ▶ ⏮ ⏭ and the arrow keys, Home and End show each position in turn")
    void stepThroughWithButtonsAndKeys() {
        open(gameOf(2, 6, null));
        assertThat(currentPly()).isEqualTo("6");
        driver.findElement(By.id("previous")).click();
        settle();
        assertThat(currentPly()).isEqualTo("5");
        // Counted as the move list counts: ply 5 of a 2-player game is round 3's first move, A's.
        assertThat(text("status")).contains("viewing after 3. A ").doesNotContain("ply");
        driver.findElement(By.tagName("body")).sendKeys(Keys.ARROW_LEFT);
        settle();
        assertThat(currentPly()).isEqualTo("4");
        driver.findElement(By.tagName("body")).sendKeys(Keys.ARROW_RIGHT);
        settle();
        assertThat(currentPly()).isEqualTo("5");
        driver.findElement(By.id("first")).click();
        settle();
        assertThat(currentPly()).isEqualTo("0");
        assertThat(driver.findElement(By.id("previous")).isEnabled()).isFalse();
        driver.findElement(By.id("next")).click();
        settle();
        assertThat(currentPly()).isEqualTo("1");
        driver.findElement(By.tagName("body")).sendKeys(Keys.END);
        settle();
        assertThat(currentPly()).isEqualTo("6");
        assertThat(driver.findElement(By.id("next")).isEnabled()).isFalse();
        driver.findElement(By.tagName("body")).sendKeys(Keys.HOME);
        settle();
        assertThat(currentPly()).isEqualTo("0");
        driver.findElement(By.id("last")).click();
        settle();
        assertThat(currentPly()).isEqualTo("6");
    }

    @Test
    @DisplayName("a move at an earlier position starts a variation, shown in the move list under the move it replaces; Back to the main line keeps it")
    void aVariationAndBackToTheMainLine() throws IOException {
        open(fragment(START, null, "e1-e2", "a7-b7", "e2-e3"));
        String mainLine = String.join(" ", mainLinePlies());
        driver.findElement(By.cssSelector("#moves button.ply[data-ply='1']")).click();
        settle();
        // B to move after ply 1: a move of B here other than a7-b7 leaves the main line.
        playAMoveOtherThan("b7");
        assertThat(driver.findElement(By.id("variation")).isDisplayed()).isTrue();
        assertThat(text("variation-text")).contains("leaves the main line at 1. B").contains("a7-b7");
        List<WebElement> variation = driver.findElements(By.cssSelector("#moves button.ply.variation"));
        assertThat(variation).hasSize(1);
        assertThat(variation.get(0).getText()).isNotEqualTo("a7-b7");
        assertThat(String.join(" ", mainLinePlies())).isEqualTo(mainLine);
        assertThat(driver.getCurrentUrl()).contains("record=");
        shot("variation");
        driver.findElement(By.id("main-line")).click();
        settle();
        assertThat(String.join(" ", mainLinePlies())).isEqualTo(mainLine);
        assertThat(driver.findElements(By.cssSelector("#moves button.ply.variation"))).hasSize(1);
        assertThat(driver.findElement(By.id("variation")).isDisplayed()).isFalse();
        assertThat(currentPly()).isEqualTo("1");
    }

    /** The main line's moves in the move list: its round rows, without the variations. */
    private static List<String> mainLinePlies() {
        return driver.findElements(By.cssSelector("#moves li.round-row button.ply")).stream().map(WebElement::getText).toList();
    }

    @Test
    @DisplayName("Hint: the engine's best actions with their share of the search and win chance, an evaluation, from the worker; Stop cancels it")
    void aHintFromTheEnginesSearch() {
        open(fragment(START, null));
        driver.findElement(By.id("hint")).click();
        settle();
        List<WebElement> actions = driver.findElements(By.cssSelector("#hint-box button.hint-action"));
        assertThat(actions).hasSizeBetween(1, 3);
        double shares = 0;
        for (WebElement a : actions) {
            double share = Double.parseDouble(a.getAttribute("data-share"));
            assertThat(share).isBetween(0.0, 1.0);
            shares += share;
            assertThat(a.getText()).startsWith(a.getAttribute("data-action")).containsPattern("\\d+ %");
        }
        assertThat(shares).isLessThanOrEqualTo(1.0001);
        assertThat(text("hint-box")).contains("Best actions for A (red)").contains("Evaluation: A (red) wins");
        // The best action is legal here: its explain link says so (a click on the line plays it: EngineLinesBrowserTest).
        driver.findElement(By.cssSelector("#hint-box button.line-explain")).click();
        settle();
        assertThat(text("verdict")).contains("LEGAL").doesNotContain("ILLEGAL");
        // The search runs in the worker: Stop ends it at once, the page settles.
        long started = System.nanoTime();
        Object stopShown = js("document.getElementById('hint').click(); const shown = !document.getElementById('hint-stop').hidden;"
                + "return new Promise(r => setTimeout(() => { document.getElementById('hint-stop').click(); r(shown); }, 50));");
        assertThat(stopShown).as("Stop offered while the hint is searched").isEqualTo(true);
        settle();
        assertThat((System.nanoTime() - started) / 1e6).as("ms from Stop to a settled page").isLessThan(1000);
        assertThat(text("hint-box")).contains("The hint was stopped.");
        assertThat(driver.findElements(By.cssSelector("#hint-box button.hint-action"))).isEmpty();
    }

    // ---- finding 4 and What to build 2: a computer game to watch ----

    @Test
    @DisplayName("a computer game can be watched: normal speed waits 0.8 s a move, Pause stops it, Step plays one move, Resume goes on")
    void aComputerGameToWatch() {
        openPaused(fragment(START, "A:random,B:random"));
        int before = plyCount();
        assertThat(driver.findElement(By.id("watch")).isDisplayed()).isTrue();
        assertThat(new Select(driver.findElement(By.id("speed"))).getFirstSelectedOption().getAttribute("value")).isEqualTo("normal");
        assertThat(text("prompt")).contains("waits");
        pause(1500);
        assertThat(plyCount()).as("paused: no move").isEqualTo(before);
        driver.findElement(By.id("step-computer")).click();
        settle();
        assertThat(plyCount()).as("Step: one move").isEqualTo(before + 1);
        pause(1200);
        assertThat(plyCount()).as("still paused after Step").isEqualTo(before + 1);
        // Resume at normal speed: a move at most every 0.8 s.
        driver.findElement(By.id("pause")).click();
        long started = System.nanoTime();
        new WebDriverWait(driver, Duration.ofSeconds(20)).until(d -> plyCount() >= before + 3);
        double seconds = (System.nanoTime() - started) / 1e9;
        driver.findElement(By.id("pause")).click();
        settle();
        assertThat(seconds).as("two moves at normal speed, s").isGreaterThanOrEqualTo(1.6);
        // Fast: 0.12 s a move.
        new Select(driver.findElement(By.id("speed"))).selectByValue("fast");
        int now = plyCount();
        driver.findElement(By.id("pause")).click();
        long fastStart = System.nanoTime();
        new WebDriverWait(driver, Duration.ofSeconds(20)).until(d -> plyCount() >= now + 3 || text("status").startsWith("Game over"));
        double fast = (System.nanoTime() - fastStart) / 1e9;
        driver.findElement(By.id("pause")).click();
        settle();
        assertThat(fast).as("three moves fast, s").isLessThan(seconds * 1.5 + 1);
    }

    // ---- finding 1: Play from here asks who plays ----

    @Test
    @DisplayName("finding 1: after a computer game, Set up offers a seat choice (a person at every seat at first): Play from here waits for the player")
    void playFromHereAsksWhoPlays() {
        openPaused(fragment(START, "A:random,B:random"));
        driver.findElement(By.id("setup-mode")).click();
        settle();
        assertThat(new Select(driver.findElement(By.id("setup-seat-A"))).getFirstSelectedOption().getAttribute("value")).isEqualTo("human");
        assertThat(new Select(driver.findElement(By.id("setup-seat-B"))).getFirstSelectedOption().getAttribute("value")).isEqualTo("human");
        driver.findElement(By.id("setup-play")).click();
        settle();
        pause(1500);
        assertThat(plies()).as("nobody moved for the player").isEmpty();
        assertThat(driver.getCurrentUrl()).doesNotContain("computer=");
        assertThat(driver.findElements(By.cssSelector("#board .mark.start"))).isNotEmpty();
        // A computer seat can be chosen there too.
        driver.findElement(By.id("setup-mode")).click();
        settle();
        new Select(driver.findElement(By.id("setup-seat-B"))).selectByValue("mcts:100");
        driver.findElement(By.id("setup-play")).click();
        settle();
        assertThat(driver.getCurrentUrl()).contains("computer=B:mcts:100");
        assertThat(text("players")).contains("B (blue): the computer, casual");
    }

    // ---- finding 2: the set-up's caption agrees with its problems ----

    /** From the start, the set-up mode on a cleared board of 4 players with one chevron of D, on e5. */
    private void setUpFourPlayersWithAChevronOfDOnE5() {
        open(fragment(START, null));
        driver.findElement(By.id("setup-mode")).click();
        settle();
        driver.findElement(By.id("setup-clear")).click();
        settle();
        new Select(driver.findElement(By.id("setup-players"))).selectByVisibleText("4");
        settle();
        new Select(driver.findElement(By.id("tool-owner"))).selectByVisibleText("D");
        clickField("e5");
    }


    @Test
    @DisplayName("finding 2: a 3-player set-up with a chevron of D: the caption says the problem (R1.5), not a game over; 2 players offer A and B only")
    void theSetUpCaptionAgreesWithTheProblems() {
        setUpFourPlayersWithAChevronOfDOnE5();
        new Select(driver.findElement(By.id("setup-players"))).selectByVisibleText("3");
        settle();
        String caption = driver.findElement(By.cssSelector("#board svg text.caption")).getText();
        assertThat(text("problems")).contains("R1.5");
        assertThat(caption).doesNotContain("Game over").contains("3 players").contains("1 problem").doesNotContain("problem(s)");
        assertThat(text("status")).isEqualTo(caption);
        new Select(driver.findElement(By.id("setup-players"))).selectByVisibleText("2");
        settle();
        List<String> owners = driver.findElements(By.cssSelector("#tool-owner option")).stream()
                .filter(WebElement::isEnabled).map(o -> o.getAttribute("value")).toList();
        assertThat(owners).containsExactly("A", "B");
        List<String> markers = driver.findElements(By.cssSelector("#tool-marker option")).stream()
                .filter(WebElement::isEnabled).map(o -> o.getAttribute("value")).toList();
        assertThat(markers).containsExactly("A", "B");
        driver.findElement(By.id("setup-clear")).click();
        settle();
        clickField("e1");
        clickField("e9");
        assertThat(driver.findElement(By.cssSelector("#board svg text.caption")).getText()).doesNotContain("C 0").doesNotContain("D 0");
    }

    // ---- finding 3: the New game dialog on a phone ----

    @Test
    @DisplayName("finding 3: on a phone the New game dialog with 4 seats fits: no sideways scrolling, every select inside it")
    void theNewGameDialogFitsAPhone() throws IOException {
        phone();
        open(fragment(START, null));
        driver.findElement(By.id("new-game")).click();
        new Select(driver.findElement(By.id("new-players"))).selectByVisibleText("4");
        shot("phone-new-game");
        Map<?, ?> box = (Map<?, ?>) js("const d = document.getElementById('new-dialog'); const r = d.getBoundingClientRect();"
                + "return {scroll: d.scrollWidth, client: d.clientWidth, right: r.right, page: document.documentElement.clientWidth,"
                + " widest: Math.max(...[...d.querySelectorAll('select')].map(s => s.getBoundingClientRect().right))};");
        assertThat(((Number) box.get("scroll")).doubleValue()).as("dialog scrollWidth vs clientWidth " + box)
                .isLessThanOrEqualTo(((Number) box.get("client")).doubleValue());
        assertThat(((Number) box.get("widest")).doubleValue()).as("the selects' right edge " + box)
                .isLessThanOrEqualTo(((Number) box.get("right")).doubleValue());
        assertThat(((Number) box.get("right")).doubleValue()).isLessThanOrEqualTo(((Number) box.get("page")).doubleValue());
        driver.findElement(By.id("new-cancel")).click();
    }

    // ---- finding 6: screen readers ----

    @Test
    @DisplayName("finding 6: one live region says whose move it is, and the computer's move is announced in a live region")
    void screenReadersHearTheComputersMove() {
        open(fragment(START, "B:random"));
        String live = "return [...document.querySelectorAll('[aria-live], [role=status], [role=alert], [role=log]')]"
                + ".filter(e => e.textContent.includes('to move')).length;";
        assertThat(((Number) js(live)).intValue()).isEqualTo(1);
        clickField("e1");
        clickField("e2");
        assertThat(plies()).hasSize(2);
        String reply = plies().get(1);
        WebElement announce = driver.findElement(By.id("announce"));
        assertThat(announce.getAttribute("aria-live")).isEqualTo("polite");
        assertThat(announce.getAttribute("textContent")).startsWith("B (blue) played " + reply + ".");
        assertThat(((Number) js(live)).intValue()).isEqualTo(1);
    }

    // ---- finding 7: 3- and 4-player move lists ----

    @Test
    @DisplayName("finding 7: a 4-player round is one numbered row with the four moves side by side, on a desktop and on a phone")
    void aFourPlayerRoundIsOneRow() throws IOException {
        for (boolean onPhone : List.of(false, true)) {
            if (onPhone) {
                phone();
            }
            open(gameOf(4, 12, null));
            List<WebElement> rows = driver.findElements(By.cssSelector("#moves li.round-row"));
            assertThat(rows).hasSize(3);
            for (WebElement row : rows) {
                assertThat(row.findElement(By.cssSelector(".round")).getText()).matches("\\d+\\.");
                List<WebElement> plies = row.findElements(By.cssSelector("button.ply"));
                assertThat(plies).hasSize(4);
                Object tops = js("return [...arguments[0].querySelectorAll('button.ply')].map(b => Math.round(b.getBoundingClientRect().top));", row);
                List<Long> at = ((List<?>) tops).stream().map(t -> ((Number) t).longValue()).toList();
                long height = ((Number) js("return Math.round(arguments[0].getBoundingClientRect().height);", plies.get(0))).longValue();
                assertThat(at.stream().mapToLong(Long::longValue).max().getAsLong() - at.stream().mapToLong(Long::longValue).min().getAsLong())
                        .as("the round's plies on one line (tops " + at + ", a button " + height + " px tall)").isLessThan(height / 2);
            }
            shot(onPhone ? "phone-four-players" : "desktop-four-players");
        }
    }

    // ---- finding 8: no English left in Spanish and Japanese ----

    @Test
    @DisplayName("finding 8: Spanish and Japanese pages name levels, rules, compass points and the Esc key in their language; 日本語 writes A（赤）")
    void noEnglishLeftInSpanishOrJapanese() {
        open(fragment(START, "B:mcts:1000") + "&lang=es");
        assertThat(text("players")).contains("el ordenador, fuerte").doesNotContain("mcts");
        assertThat(text("status")).contains("reglas: estándar").doesNotContain("standard");
        assertThat(driver.findElement(By.id("cancel")).getAttribute("title")).isEqualTo("tecla Esc");
        driver.findElement(By.id("new-game")).click();
        String seats = String.join("|", driver.findElements(By.cssSelector("#seat-B option")).stream()
                .map(o -> o.getAttribute("textContent")).toList());
        assertThat(seats).contains("Principiante").contains("El más fuerte").doesNotContain("mcts").doesNotContain("random");
        assertThat(driver.findElement(By.cssSelector("#new-ruleset option[value=standard]")).getAttribute("textContent")).isEqualTo("estándar");
        driver.findElement(By.id("new-cancel")).click();
        assertThat(driver.findElement(By.cssSelector("#tool-facing option[value=N]")).getAttribute("textContent")).isEqualTo("N (norte)");
        // An import error names no field of the API in English.
        driver.findElement(By.id("share")).click();
        driver.findElement(By.id("share-position")).clear();
        driver.findElement(By.id("share-position")).sendKeys("9/9/9 A 2x");
        driver.findElement(By.id("load-position")).click();
        settle();
        assertThat(text("share-error")).contains("NOTACIÓN").doesNotContain("position:");
        driver.findElement(By.cssSelector("#share-dialog button[value=close]")).click();
        open(fragment(START, "B:mcts:1000") + "&lang=ja");
        assertThat(text("players")).contains("A（赤）").doesNotContain("A (赤)").doesNotContain("mcts");
        assertThat(text("status")).contains("A（赤）").contains("標準");
    }

    // ---- finding 9: phone details ----

    @Test
    @DisplayName("finding 9: on a phone the prompt names Cancel (no Escape key), the legend is not under the fixed bar, a first visit starts with the board")
    void phoneDetails() throws IOException {
        phone();
        BrowserTest.openAsNewcomer(fragment(START, null), true);
        double boardTop = ((Number) js("return document.getElementById('board').getBoundingClientRect().top;")).doubleValue();
        assertThat(boardTop).as("the board's top on a first visit, px (of 844)").isLessThan(422);
        assertThat(driver.findElement(By.id("welcome")).isDisplayed()).isTrue();
        assertThat(driver.findElement(By.id("welcome-more")).isDisplayed()).isTrue();
        shot("phone-first-visit");
        driver.findElement(By.id("welcome-close")).click();
        js("window.scrollTo(0, 0);");
        clickField("e1");
        js("window.scrollTo(0, 0);");
        Map<?, ?> r = (Map<?, ?>) js("const l = document.getElementById('legend').getBoundingClientRect();"
                + "const t = document.getElementById('turn').getBoundingClientRect(); return {legend: l.bottom, top: l.top, bar: t.top};");
        assertThat(((Number) r.get("legend")).doubleValue()).as("the legend above the fixed bar " + r)
                .isLessThanOrEqualTo(((Number) r.get("bar")).doubleValue());
        shot("phone-legend");
        clickField("a5");
        assertThat(text("prompt")).contains("No legal action").contains("Cancel").doesNotContain("Escape");
        assertThat(driver.findElement(By.id("cancel")).getText()).isEqualTo("Cancel");
    }

    // ---- finding 10: words a newcomer understands ----

    @Test
    @DisplayName("finding 10: the computer's strength is a level (beginner, casual, strong, strongest), and counts are singular or plural")
    void levelsAndPlurals() throws IOException {
        open(fragment(START, "B:mcts:5000"));
        assertThat(text("players")).contains("B (blue): the computer, strongest").doesNotContain("Monte Carlo").doesNotContain("mcts");
        driver.findElement(By.id("new-game")).click();
        List<String> options = driver.findElements(By.cssSelector("#seat-B option")).stream().map(WebElement::getText).toList();
        assertThat(options.subList(0, 5)).containsExactly("human", "computer: Beginner (plays any legal move at random)",
                "computer: Casual (captures and gains markers; tries 100 lines of play a move)",
                "computer: Strong (tries 1,000 lines of play a move)", "computer: Strongest (tries 5,000 lines of play a move)");
        shot("new-game-levels");
        driver.findElement(By.id("new-cancel")).click();
        // Counts: a set-up with two problems says "2 problems", with one "1 problem", never "problem(s)".
        setUpFourPlayersWithAChevronOfDOnE5();
        driver.findElement(By.cssSelector("input[name=tool][value=marker]")).click();
        new Select(driver.findElement(By.id("tool-marker"))).selectByVisibleText("D");
        clickField("d5");
        new Select(driver.findElement(By.id("setup-players"))).selectByVisibleText("3");
        settle();
        assertThat(text("status")).contains(" · 2 problems")
                .doesNotContain("(s)");
        driver.findElement(By.cssSelector("input[name=tool][value=no-marker]")).click();
        clickField("d5");
        settle();
        assertThat(text("status")).contains(" · 1 problem")
                .doesNotContain("1 problems").doesNotContain("(s)");
    }

    // ---- finding 11: copy, target sizes, focus frame, the Action input ----

    @Test
    @DisplayName("finding 11: Copy for the position string, the record and the Abstract Play list puts each on the clipboard")
    void copyEveryExport() {
        open(fragment(START, null, "e1-e2", "a7-b7"));
        driver.executeCdpCommand("Browser.grantPermissions", Map.of("origin", BrowserTest.base.replaceAll("/$", ""),
                "permissions", List.of("clipboardReadWrite", "clipboardSanitizedWrite")));
        driver.findElement(By.id("share")).click();
        for (String[] c : new String[][] {{"copy-position", "share-position", "Position string copied."},
                {"copy-record", "share-record", "Game record copied."}, {"copy-ap", "share-ap", "Abstract Play move list copied."}}) {
            driver.findElement(By.id(c[0])).click();
            settle();
            assertThat(text("copy-status")).isEqualTo(c[2]);
            Object clipboard = driver.executeAsyncScript(
                    "const done = arguments[arguments.length - 1]; navigator.clipboard.readText().then(done, e => done('error: ' + e));");
            assertThat(clipboard).isEqualTo(driver.findElement(By.id(c[1])).getAttribute("value"));
        }
        driver.findElement(By.cssSelector("#share-dialog button[value=close]")).click();
    }

    @Test
    @DisplayName("finding 11: every button and select is at least 44 px tall, on a desktop and on a phone")
    void targetsAreFortyFourPixelsTall() {
        for (boolean onPhone : List.of(false, true)) {
            if (onPhone) {
                phone();
            }
            open(fragment(START, "B:random", "e1-e2", "a7-b7"));
            Object small = js("return [...document.querySelectorAll('button, select')].filter(e => e.offsetParent !== null)"
                    + ".filter(e => e.getBoundingClientRect().height < 43.5).map(e => (e.id || e.className || e.textContent) + ' ' + e.getBoundingClientRect().height);");
            assertThat((List<?>) small).as("buttons and selects under 44 px " + (onPhone ? "(phone)" : "(desktop)")).isEmpty();
        }
    }

    @Test
    @DisplayName("finding 11: the keyboard's focus frame on a field is solid blue, unlike the explanation's dotted counted-field mark")
    void theFocusFrameIsNotAMark() {
        open(fragment(START, null));
        WebElement e1 = driver.findElement(By.cssSelector("#board rect.hit[data-field='e1']"));
        js("arguments[0].focus();", e1);
        new Actions(driver).sendKeys(Keys.ARROW_UP).perform();
        WebElement e2 = driver.findElement(By.cssSelector("#board rect.hit[data-field='e2']"));
        assertThat(js("return document.activeElement.dataset.field;")).isEqualTo("e2");
        assertThat(e2.getCssValue("stroke")).isEqualTo("rgb(29, 78, 216)");
        assertThat(e2.getCssValue("stroke-dasharray")).isEqualTo("none");
    }

    @Test
    @DisplayName("finding 11: the Action input is emptied when a move is played and when a new game starts")
    void theActionInputForgetsOldText() {
        open(fragment(START, null));
        driver.findElement(By.id("explain-action")).sendKeys("e1-e3");
        driver.findElement(By.cssSelector("#explain-form button[type=submit]")).click();
        settle();
        assertThat(driver.findElement(By.id("explain-action")).getAttribute("value")).isEqualTo("e1-e3");
        clickField("e1");
        clickField("e2");
        assertThat(driver.findElement(By.id("explain-action")).getAttribute("value")).isEmpty();
        driver.findElement(By.id("explain-action")).sendKeys("a7-b7");
        driver.findElement(By.id("new-game")).click();
        new Select(driver.findElement(By.id("seat-B"))).selectByValue("human");
        driver.findElement(By.id("new-start")).click();
        settle();
        assertThat(driver.findElement(By.id("explain-action")).getAttribute("value")).isEmpty();
    }

    // ---- words a newcomer understands: the explanation's borderlands and counts ----

    @Test
    @DisplayName("the explanation names a borderland as centred on its centre field and counts in words (no markers, 2 fields), never \"(s)\"")
    void theExplanationNamesTheBorderlandByItsCentre() {
        open(fragment(START, null));
        driver.findElement(By.id("explain-action")).sendKeys("e1-e3");
        driver.findElement(By.cssSelector("#explain-form button[type=submit]")).click();
        settle();
        assertThat(text("explanation")).contains("e1-e3 by A: ILLEGAL")
                .contains("no own markers in the borderland centred on e2")
                .contains("range 1: A has no markers in the start borderland, centred on e2, and the range is at least 1."
                        + " The move goes 2 fields: OUT OF RANGE.")
                .doesNotContain("(s)").doesNotContain("borderland e2");
        open(fragment(START, null) + "&lang=es");
        driver.findElement(By.id("explain-action")).sendKeys("e1-e3");
        driver.findElement(By.cssSelector("#explain-form button[type=submit]")).click();
        settle();
        assertThat(text("explanation")).contains("en la zona fronteriza de salida, con centro en e2")
                .contains("El movimiento recorre 2 casillas").doesNotContain("(s)").doesNotContain("(es)");
    }
}
