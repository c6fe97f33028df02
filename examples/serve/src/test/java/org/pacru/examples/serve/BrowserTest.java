package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.pacru.action.Move;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.examples.browser.HeadlessChromium;
import org.pacru.game.Game;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;

/**
 * The page in a real browser: headless Chromium driven by Selenium WebDriver through ChromeDriver
 * (Debian packages {@code chromium} and {@code chromium-driver}), as {@code pacru serve} serves it;
 * {@link StaticSiteBrowserTest} runs every test again on the static site. The page answers from
 * the npm package in the browser, its computer seats think in a worker: the tests below also
 * measure that (no API request while playing, a click's answer time, the main thread's longest
 * task while the computer thinks). Screenshots and the numbers measured go to
 * {@code target/browser/served/} (the static site's to {@code target/browser/static/}).
 *
 * <p>Without Chromium the tests are skipped and say so, or fail where browser tests are required
 * ({@link HeadlessChromium#startOrSkip}, which also says how to name other binaries).
 */
class BrowserTest {
    /** The desktop window the tests start from (Chromium's argument). */
    static final String WINDOW = "--window-size=1280,1000";

    /** Where this run's screenshots and numbers go. */
    static Path shots = Path.of("target", "browser", "served");
    /** The page's address: pacru serve's, or the static site's ({@link StaticSiteBrowserTest}). */
    static String base;
    /** Whether pacru serve serves the page (its API behind it), not a static file server. */
    static boolean served;

    static Server server;
    static HeadlessChromium chromium;
    static ChromeDriver driver;

    @BeforeAll
    static void startBrowser() throws IOException {
        chromium = HeadlessChromium.startOrSkip("BrowserTest", WINDOW);
        driver = chromium.driver();
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
        shots = Path.of("target", "browser", "served");
        Files.createDirectories(shots);
        server = Server.start("127.0.0.1", 0, Optional.empty(), Server.Limits.DEFAULT);
        base = server.url();
        served = true;
    }

    @AfterAll
    static void stopBrowser() {
        if (chromium != null) {
            chromium.close();
        }
        if (server != null) {
            server.stop();
        }
    }

    @BeforeEach
    void desktop() {
        driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
        driver.manage().window().setSize(new Dimension(1280, 1000));
    }

    /** A phone's screen, 390 × 844 CSS pixels, as a phone shows a page: scroll bars over the page, not beside it. */
    static void phone() {
        driver.manage().window().setSize(new Dimension(390, 844));
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", 390, "height", 844,
                "deviceScaleFactor", 1, "mobile", true));
    }

    static void screen(Dimension size) {
        if (size.getWidth() < 700) {
            phone();
        } else {
            driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
            driver.manage().window().setSize(size);
        }
    }

    @AfterEach
    void noScriptErrors() {
        // The page never throws: every error is answered on the page.
        Object errors = js("return window.__pacruErrors || [];");
        assertThat(errors.toString()).isEqualTo("[]");
    }

    static Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    static void open(String fragment) {
        openAsNewcomer(fragment, false);
        // The first-visit panel, once seen, stays closed (as for a returning player).
        List<WebElement> welcome = driver.findElements(By.id("welcome"));
        if (!welcome.isEmpty() && welcome.get(0).isDisplayed()) {
            driver.findElement(By.id("welcome-close")).click();
        }
    }

    /** Opens the page; with {@code firstVisit}, as a browser that has never seen it. */
    static void openAsNewcomer(String fragment, boolean firstVisit) {
        driver.get("about:blank");
        if (firstVisit) {
            driver.get(base + "favicon.svg");
            js("localStorage.clear();");
        }
        driver.get(base + fragment);
        js("window.__pacruErrors = []; window.addEventListener('error', e => window.__pacruErrors.push(String(e.message)));");
        settle();
    }

    /**
     * Moves drawn by a seeded random player from the start of a game of {@code players}: at most
     * {@code plies}, fewer if the game ends; with {@code unfinished}, never a move that ends it.
     */
    static List<String> randomGame(int players, int plies, long seed, boolean unfinished) {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        Random random = new Random(seed);
        Game game = Game.start(rules, Position.initial(players));
        List<String> actions = new ArrayList<>();
        while (actions.size() < plies && !rules.legalMoves(game.position()).isEmpty()) {
            List<Move> moves = rules.legalMoves(game.position());
            Move move = moves.get(random.nextInt(moves.size()));
            Game next = game.play(move);
            if (unfinished && next.isOver()) {
                continue;
            }
            game = next;
            actions.add(move.toString());
        }
        return actions;
    }

    /** The fragment of a game of {@code players} with {@code plies} random moves (seed 5) and the computer seats. */
    static String gameOf(int players, int plies, String computer) {
        return fragment(PositionNotation.format(Position.initial(players)), computer,
                randomGame(players, plies, 5, false).toArray(String[]::new));
    }

    /** Waits until the page has loaded and no request or computer move is in flight. */
    static void settle() {
        new WebDriverWait(driver, Duration.ofSeconds(30)).until(d -> "true".equals(js(
                "return String(document.body.dataset.ready === 'true' && document.body.dataset.pending === '0');")));
    }

    static String fragment(String start, String computer, String... actions) {
        return "#ruleset=standard&start=" + URLEncoder.encode(start, StandardCharsets.UTF_8).replace("+", "%20")
                + (actions.length == 0 ? "" : "&actions=" + URLEncoder.encode(String.join(" ", actions),
                StandardCharsets.UTF_8).replace("+", "%20"))
                + (computer == null ? "" : "&computer=" + computer);
    }

    static void clickField(String field) {
        driver.findElement(By.cssSelector("#board rect.hit[data-field='" + field + "']")).click();
        settle();
    }

    static void clickChoice(String step) {
        driver.findElement(By.cssSelector("#choices button[data-step='" + step + "']")).click();
        settle();
    }

    static String text(String id) {
        return driver.findElement(By.id(id)).getText();
    }

    static List<String> plies() {
        return driver.findElements(By.cssSelector("#moves button.ply")).stream().map(WebElement::getText)
                .filter(t -> !t.equals("start")).toList();
    }

    static void shot(String name) throws IOException {
        Files.write(shots.resolve(name + ".png"), ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
    }

    @Test
    @DisplayName("a whole two-player game by clicks against the computer (greedy), to its end (R8.3)")
    void wholeGameAgainstTheComputer() throws IOException {
        open("");
        driver.findElement(By.id("new-game")).click();
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("new-players"))).selectByVisibleText("2");
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("seat-B"))).selectByValue("greedy");
        driver.findElement(By.id("new-start")).click();
        settle();
        int clicks = 0;
        while (!text("status").startsWith("Game over")) {
            assertThat(clicks++).as("clicks; the game should have ended").isLessThan(2_000);
            List<WebElement> choices = driver.findElements(By.cssSelector("#choices button"));
            assertThat(choices).as("A (human) has a legal continuation: " + text("prompt")).isNotEmpty();
            WebElement first = choices.get(0);
            String kind = first.getAttribute("data-kind");
            String step = first.getAttribute("data-step");
            if (kind != null && step.matches("[-x]?[a-i][1-9]")) {
                clickField(step.replaceAll("^[-x]", ""));
            } else {
                first.click();
                settle();
            }
            if (clicks == 6) {
                shot("game-in-progress");
            }
        }
        shot("game-over");
        assertThat(text("prompt")).startsWith("No more moves.");
        assertThat(driver.findElement(By.cssSelector("#board text.caption")).getText()).startsWith("Game over: ")
                .doesNotContain("to move");
        assertThat(plies().size()).isGreaterThan(10);
    }

    @Test
    @DisplayName("click to act: a border crossing asks for its field (R4.4), a connection for * (R4.3), a rotation for a turn and markers (R7)")
    void crossingConnectionAndRotationByClicks() throws IOException {
        String start = "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2";
        open(fragment(start, null));
        clickField("a3");
        assertThat(driver.findElements(By.cssSelector("#board .mark.target"))).hasSize(3);
        clickField("b4");
        assertThat(text("prompt")).contains("pick the field to mark there").contains("R4.4");
        assertThat(driver.findElements(By.cssSelector("#choices button[data-kind='CROSSING_FIELD']"))).hasSize(9);
        shot("crossing-choice");
        clickField("c6");
        assertThat(plies()).containsExactly("a3-b4(c6)");

        // A position with a connection (a3 to a5 over a4, R4.2) that is also a border crossing (R4.3).
        Position p = Position.builder(2)
                .chevron(Field.A3, new Chevron(Player.A, Direction.N)).marker(Field.A3, Player.A)
                .marker(Field.B1, Player.A).marker(Field.A5, Player.A)
                .chevron(Field.I9, new Chevron(Player.B, Direction.S)).chevron(Field.I7, new Chevron(Player.B, Direction.W))
                .marker(Field.I9, Player.B).build();
        open(fragment(PositionNotation.format(p), null));
        clickField("a3");
        clickField("a5");
        assertThat(text("prompt")).contains("connection").contains("R4.3");
        assertThat(driver.findElements(By.cssSelector("#choices button[data-kind='CONNECTION']"))).hasSize(1);
        shot("connection-choice");
        clickChoice("*");
        assertThat(plies()).containsExactly("a3-a5(*)");
        // B (also a human here) moves i7-h7.
        clickField("i7");
        clickField("h7");
        assertThat(plies()).containsExactly("a3-a5(*)", "i7-h7");
        // A turns the chevron on a5 by 45° clockwise, giving up two markers (R7.1, R7.2).
        clickField("a5");
        clickChoice(">");
        assertThat(text("prompt")).contains("costs 2 of your markers (R7.1): pick 2 to give up");
        clickField("a3");
        assertThat(driver.findElements(By.cssSelector("#choices button[data-kind='RELINQUISHED_MARKER']"))).isNotEmpty();
        shot("rotation-choice");
        clickField("a4");
        assertThat(plies()).containsExactly("a3-a5(*)", "i7-h7", "a5>(a3,a4)");
    }

    @Test
    @DisplayName("Escape cancels the action being built; the keyboard moves over the board and selects")
    void keyboard() {
        open(fragment("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2", null));
        clickField("e1");
        assertThat(driver.findElements(By.cssSelector("#board .mark.target"))).hasSize(3);
        driver.findElement(By.cssSelector("#board rect.hit[data-field='e1']")).sendKeys(Keys.ESCAPE);
        settle();
        assertThat(driver.findElements(By.cssSelector("#board .mark.target"))).isEmpty();
        WebElement e1 = driver.findElement(By.cssSelector("#board rect.hit[data-field='e1']"));
        js("arguments[0].focus();", e1);
        driver.switchTo().activeElement().sendKeys(Keys.ARROW_UP);
        assertThat(driver.switchTo().activeElement().getAttribute("data-field")).isEqualTo("e2");
        driver.switchTo().activeElement().sendKeys(Keys.ARROW_DOWN);
        driver.switchTo().activeElement().sendKeys(Keys.ENTER);
        settle();
        assertThat(driver.findElements(By.cssSelector("#board .mark.target"))).hasSize(3);
        assertThat(driver.findElement(By.cssSelector("#board rect.hit[data-field='e2']")).getAttribute("aria-label"))
                .contains("e2");
        // After the redraw the keyboard's field is still focused and framed.
        assertThat(js("return document.activeElement.dataset.field + ' ' + document.activeElement.matches(':focus-visible');"))
                .isEqualTo("e1 true");
    }

    @Test
    @DisplayName("explain an illegal move taken by clicks: the verdict, its rule R3.2 and the rule's text on the page")
    void explainAnIllegalMove() throws IOException {
        open(fragment("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2", null));
        clickField("e1");
        clickField("e3");
        assertThat(text("prompt")).contains("No legal action goes on with e1-e3");
        driver.findElement(By.id("explain-clicks")).click();
        settle();
        String explanation = text("explanation");
        assertThat(explanation).contains("e1-e3 by A: ILLEGAL").contains("R3.2")
                .contains(org.pacru.rules.Rule.of("R3.2").text().substring(0, 30));
        // The facts are drawn: e2, the field passed over (R3.4), is marked.
        assertThat(driver.findElements(By.cssSelector("#board .mark[data-field='e2']"))).hasSize(1);
        shot("explain-illegal");
        WebElement input = driver.findElement(By.id("explain-action"));
        input.clear();
        input.sendKeys("a3-b4", Keys.ENTER);
        settle();
        assertThat(text("explanation")).contains("ILLEGAL").contains("R9.2");
    }

    @Test
    @DisplayName("set up a position with a problem (a chevron of C in a two-player game, R1.5) and see it listed")
    void setUpAPositionWithAProblem() throws IOException {
        open(fragment("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2", null));
        driver.findElement(By.id("setup-mode")).click();
        settle();
        assertThat(text("problems")).contains("None");
        // A two-player set-up offers only A and B: C's chevron is put in a
        // three-player set-up, which then becomes a two-player one.
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("setup-players"))).selectByVisibleText("3");
        settle();
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("tool-owner"))).selectByVisibleText("C");
        clickField("e5");
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("setup-players"))).selectByVisibleText("2");
        settle();
        assertThat(text("problems")).contains("R1.5").contains("e5");
        assertThat(driver.findElement(By.id("setup-play")).isEnabled()).isFalse();
        shot("setup-problem");
        driver.findElement(By.cssSelector("input[name=tool][value='no-chevron']")).click();
        clickField("e5");
        assertThat(text("problems")).contains("None");
        driver.findElement(By.id("setup-play")).click();
        settle();
        assertThat(text("status")).startsWith("A (red) to move");
    }

    @Test
    @DisplayName("a shared link opens the same game and position")
    void sharedLinkShowsTheSamePosition() throws IOException {
        String start = "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2";
        open(fragment(start, null, "e1-e2", "a7-b7", "a3-b4(c6)"));
        assertThat(plies()).containsExactly("e1-e2", "a7-b7", "a3-b4(c6)");
        String link = driver.getCurrentUrl();
        driver.findElement(By.id("share")).click();
        String position = driver.findElement(By.id("share-position")).getAttribute("value");
        assertThat(driver.findElement(By.id("share-link")).getAttribute("value")).isEqualTo(link);
        assertThat(driver.findElement(By.id("share-record")).getAttribute("value")).contains("1. e1-e2 a7-b7");
        shot("share");
        // A fresh page from the link alone.
        open(link.substring(link.indexOf('#')));
        driver.findElement(By.id("share")).click();
        assertThat(driver.findElement(By.id("share-position")).getAttribute("value")).isEqualTo(position);
        assertThat(position).isEqualTo(new ApiClient(server.url()).post("replay", ApiClient.json("position", start,
                "actions", List.of("e1-e2", "a7-b7", "a3-b4(c6)"))).json().get("position").asText());
    }

    @Test
    @DisplayName("on a phone-sized screen the page fits the width: no sideways scrolling")
    void phoneLayout() throws IOException {
        phone();
        open(fragment("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2", null));
        clickField("a3");
        shot("phone");
        long scroll = (Long) js("return document.documentElement.scrollWidth;");
        long width = (Long) js("return window.innerWidth;");
        assertThat(scroll).isLessThanOrEqualTo(width);
    }

    // ---- the page as a player sees it ----

    /** A start for the 4-player tests: one marker of each player, on e5 (A), b2 (B), h8 (C) and e2 (D). */
    private static final String FOUR_MARKERS = PositionNotation.format(Position.builder(4)
            .chevron(Field.A1, new Chevron(Player.A, Direction.N)).chevron(Field.I9, new Chevron(Player.B, Direction.S))
            .chevron(Field.A9, new Chevron(Player.C, Direction.E)).chevron(Field.I1, new Chevron(Player.D, Direction.W))
            .marker(Field.E5, Player.A).marker(Field.B2, Player.B).marker(Field.H8, Player.C).marker(Field.E2, Player.D)
            .build());

    private static final Map<String, String> MARKERS = Map.of("e5", "A", "b2", "B", "h8", "C", "e2", "D");

    private static final Map<String, Integer> MARKER_FILLS = Map.of("A", 0xf4a6a6, "B", 0xa8c8ee, "C", 0xa9dba0,
            "D", 0xf7cf8d);

    /**
     * The share of a marker's inside drawn in exactly its owner's fill: the middle of the field
     * (its outer 15 % on each side left out, where the marker's rounded border is), judged on the
     * field's click target, which every version of the page draws over each field.
     */
    private static double ownFillShare(BufferedImage board, String field, int fill) {
        WebElement hit = driver.findElement(By.cssSelector("#board rect.hit[data-field='" + field + "']"));
        org.openqa.selenium.Rectangle r = hit.getRect();
        org.openqa.selenium.Rectangle b = driver.findElement(By.id("board")).getRect();
        int inset = (int) Math.ceil(r.width * 0.15);
        int own = 0;
        int all = 0;
        for (int x = r.x - b.x + inset; x < r.x - b.x + r.width - inset; x++) {
            for (int y = r.y - b.y + inset; y < r.y - b.y + r.height - inset; y++) {
                all++;
                if (close(board.getRGB(x, y) & 0xffffff, fill)) {
                    own++;
                }
            }
        }
        return (double) own / all;
    }

    private static boolean close(int rgb, int fill) {
        for (int shift = 0; shift <= 16; shift += 8) {
            if (Math.abs((rgb >> shift & 0xff) - (fill >> shift & 0xff)) > 3) {
                return false;
            }
        }
        return true;
    }

    private static BufferedImage boardPicture() throws IOException {
        byte[] png = driver.findElement(By.id("board")).getScreenshotAs(OutputType.BYTES);
        return ImageIO.read(new ByteArrayInputStream(png));
    }

    @Test
    @DisplayName("no highlight changes who owns a field: each player's marker keeps its own fill under every highlight kind")
    void highlightsNeverChangeAMarkersColour() throws IOException {
        open(fragment(FOUR_MARKERS, null));
        List<String> kinds = List.of("selected", "start", "target", "capture", "choice", "last", "recent", "problem",
                "range", "passed", "crossing");
        for (String kind : kinds) {
            ((JavascriptExecutor) driver).executeAsyncScript("const done = arguments[arguments.length - 1];"
                    + "drawBoard(arguments[0], {e5: arguments[1], b2: arguments[1], h8: arguments[1], e2: arguments[1]})"
                    + ".then(() => done());", FOUR_MARKERS, kind);
            settle();
            BufferedImage picture = boardPicture();
            if (kind.equals("choice")) {
                shot("highlight-" + kind);
            }
            for (Map.Entry<String, String> marker : MARKERS.entrySet()) {
                String field = marker.getKey();
                String owner = marker.getValue();
                assertThat(driver.findElements(By.cssSelector("#board .mark." + kind + "[data-field='" + field + "']")))
                        .as(kind + " drawn").hasSize(1);
                assertThat(ownFillShare(picture, field, MARKER_FILLS.get(owner)))
                        .as("the share of %s's marker on %s in %s's own colour under the highlight %s", owner, field,
                                owner, kind)
                        .isGreaterThan(0.6);
            }
        }
        // The legend says what the highlight on the board means.
        assertThat(driver.findElement(By.id("legend")).getText()).contains("a field the explanation counts");
    }

    @Test
    @DisplayName("the legend explains the highlights a move shows: selectable chevrons, then the selection and its destinations")
    void theLegendNamesTheHighlightsOnTheBoard() {
        open(fragment("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2", null));
        assertThat(driver.findElement(By.id("legend")).getText()).contains("a chevron you can select");
        clickField("e1");
        assertThat(driver.findElement(By.id("legend")).getText()).contains("selected").contains("a destination");
    }

    @Test
    @DisplayName("on a phone, Explain these clicks brings the verdict into view above the fixed prompt; on a desktop too")
    void explainShowsTheVerdictOnScreen() throws IOException {
        for (Dimension size : List.of(new Dimension(390, 844), new Dimension(1280, 900))) {
            screen(size);
            open(fragment("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2", null));
            clickField("e1");
            clickField("e3");
            driver.findElement(By.id("explain-clicks")).click();
            settle();
            WebElement verdict = driver.findElement(By.cssSelector("#explanation .verdict"));
            assertThat(verdict.getText()).contains("ILLEGAL");
            // The verdict's middle is on screen and is the verdict itself, not the fixed prompt over it.
            Object onTop = js("const v = arguments[0].getBoundingClientRect();"
                    + "const x = v.left + Math.min(v.width / 2, 40), y = v.top + v.height / 2;"
                    + "if (y < 0 || y > window.innerHeight) return 'off screen at y=' + y;"
                    + "const e = document.elementFromPoint(x, y);"
                    + "return e && arguments[0].contains(e) ? 'verdict' : String(e && e.id);", verdict);
            assertThat(onTop).as("at %s", size).isEqualTo("verdict");
            if (size.getWidth() == 390) {
                shot("phone-explain");
            }
        }
    }

    @Test
    @DisplayName("an explanation is cleared when the position changes: by Set up, and by a new game")
    void aStaleExplanationIsCleared() {
        open(fragment("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2", null));
        explainTyped("e1-e3");
        assertThat(text("explanation")).contains("R3.2");
        driver.findElement(By.id("setup-mode")).click();
        settle();
        assertThat(text("explanation")).isEmpty();
        driver.findElement(By.id("setup-mode")).click();
        settle();
        explainTyped("e1-e3");
        assertThat(text("explanation")).contains("R3.2");
        driver.findElement(By.id("new-game")).click();
        driver.findElement(By.id("new-start")).click();
        settle();
        assertThat(text("explanation")).isEmpty();
        // Playing a move makes an explanation of the position before it stale too.
        explainTyped("e1-e3");
        clickField("e1");
        clickField("e2");
        assertThat(text("explanation")).isEmpty();
    }

    private static void explainTyped(String action) {
        WebElement input = driver.findElement(By.id("explain-action"));
        input.clear();
        input.sendKeys(action, Keys.ENTER);
        settle();
    }

    /** A with two chevrons; B with one, on a1 facing off the board (SW) and no markers to turn it: stuck. */
    private static final String B_STUCK_NEXT = PositionNotation.format(Position.builder(2)
            .chevron(Field.E4, new Chevron(Player.A, Direction.N)).chevron(Field.G4, new Chevron(Player.A, Direction.N))
            .chevron(Field.A1, new Chevron(Player.B, Direction.SW)).build());

    @Test
    @DisplayName("an elimination is told in the game log (R8.1), and the end once and alike in status and board caption (R8.3b)")
    void eliminationAndTheEndAreTold() throws IOException {
        open(fragment(B_STUCK_NEXT, null));
        assertThat(text("log")).contains("Nothing yet");
        clickField("e4");
        clickField("e5");
        List<String> log = driver.findElements(By.cssSelector("#log li")).stream().map(WebElement::getText).toList();
        assertThat(log).containsExactly(
                "1. A moves the chevron on e4 to e5, now facing N (R3.5).",
                "1. B has no legal move and is eliminated: the chevrons leave the board (R8.1).",
                "1. Game over: A wins, the last player with chevrons (R8.3b).");
        assertThat(driver.findElement(By.cssSelector("#log li.Eliminated a.rule-link")).getAttribute("href"))
                .endsWith("rules.html#R8.1");
        assertThat(text("status")).startsWith("Game over: A wins, the last player with chevrons (R8.3b)");
        String caption = driver.findElement(By.cssSelector("#board text.caption")).getText();
        assertThat(caption).isEqualTo("Game over: A wins (R8.3b)").doesNotContain("to move");
        assertThat(driver.findElement(By.cssSelector("#board svg")).getAccessibleName())
                .isEqualTo("Board, Game over: A wins (R8.3b)");
        assertThat(text("prompt")).doesNotContain("wins").doesNotContain("to move");
        assertThat(text("players")).contains("B (blue)").contains("out (R8.2)");
        shot("game-over-elimination");
    }

    @Test
    @DisplayName("captures, claims and border crossings each get one line in the game log with their rule")
    void everyEventIsALogLine() {
        open(fragment("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2", null, "a3-b4(c6)"));
        assertThat(driver.findElements(By.cssSelector("#log li")).stream().map(WebElement::getText).toList())
                .containsExactly("1. A moves the chevron on a3 to b4, now facing NE (R3.5).",
                        "1. A claims c6 (border crossing, R4.4).");
        // A capture that converts the captured chevron's field and crosses a border (R5.3, R5.4).
        open(fragment("bbBW5.BNE.AN/2.ANW1bb1b1/9/1b2a4/3b2a2/3b5/2bBE6/2.ANE.ANW5/1.BE7 A 2", null, "d2xc3(b2)"));
        List<String> capture = driver.findElements(By.cssSelector("#log li")).stream().map(WebElement::getText).toList();
        assertThat(capture).anySatisfy(line -> assertThat(line).startsWith("1. A captures B's chevron on c3 (R5."));
        assertThat(capture).hasSizeGreaterThan(2)
                .allSatisfy(line -> assertThat(line).matches("1\\. [A-Z].* \\((.*, )?R\\d+\\.\\d+[a-z]?\\)\\."));
    }

    @Test
    @DisplayName("the move list and the game log follow the game: scrolled to the newest move")
    void theMoveListFollowsTheGame() {
        List<String> actions = randomGame(2, 40, 23, true);
        open(fragment(PositionNotation.format(Position.initial(2)), null, actions.toArray(String[]::new)));
        for (String list : List.of("moves", "log")) {
            Object scrolled = js("const l = document.getElementById(arguments[0]);"
                    + "return [l.scrollHeight > l.clientHeight, l.scrollTop + l.clientHeight >= l.scrollHeight - 2];", list);
            assertThat(scrolled.toString()).as(list + ": [scrolls, at its end]").isEqualTo("[true, true]");
        }
        WebElement last = driver.findElement(By.cssSelector("#moves button.ply[data-ply='40']"));
        assertThat((Boolean) js("const b = arguments[0].getBoundingClientRect(), l = document.getElementById('moves')"
                + ".getBoundingClientRect(); return b.top >= l.top && b.bottom <= l.bottom + 1;", last)).isTrue();
    }

    @Test
    @DisplayName("a first visit says who plays which colour, that B is the computer at the level strong (mcts:1000), how to move, and links the rulebook")
    void aNewcomerIsWelcomed() throws IOException {
        openAsNewcomer("", true);
        WebElement welcome = driver.findElement(By.id("welcome"));
        assertThat(welcome.isDisplayed()).isTrue();
        assertThat(text("welcome-who")).isEqualTo(
                "You play A (red); B (blue) is the computer, strong.");
        assertThat(welcome.getText()).contains("click one of your chevrons").contains("R3");
        assertThat(text("players")).contains("A (red): you").contains("B (blue): the computer, strong");
        shot("welcome");
        driver.findElement(By.id("welcome-close")).click();
        assertThat(welcome.isDisplayed()).isFalse();
        // A returning player is not welcomed again; How to play shows the panel.
        open("");
        assertThat(driver.findElement(By.id("welcome")).isDisplayed()).isFalse();
        driver.findElement(By.id("how-to-play")).click();
        assertThat(driver.findElement(By.id("welcome")).isDisplayed()).isTrue();
        // On a phone, the panel can be closed at once: its button is not under the fixed prompt.
        phone();
        openAsNewcomer("", true);
        driver.findElement(By.id("welcome-close")).click();
        assertThat(driver.findElement(By.id("welcome")).isDisplayed()).isFalse();
        driver.findElement(By.id("how-to-play")).click();
        String rules = driver.findElement(By.cssSelector("#welcome a[href='rules.html']")).getAttribute("href");
        driver.get(rules + "#R8.1");
        assertThat(driver.findElement(By.id("R8.1")).getText()).contains("Elimination");
        assertThat(driver.findElement(By.id("R3.2")).getText()).contains("Range");
        shot("rules");
        assertThat(driver.findElement(By.tagName("body")).getCssValue("background-color")).isEqualTo("rgba(251, 247, 238, 1)");
    }

    @Test
    @DisplayName("one's own move stays marked when the computer replies: the reply as the last move, one's own as recent")
    void ownMoveStaysMarkedAfterTheReply() {
        open(fragment("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2", "B:random"));
        clickField("e1");
        clickField("e2");
        assertThat(plies()).hasSize(2);
        // e1, left by A's chevron (e2 now shows the chevron as selectable).
        assertThat(driver.findElements(By.cssSelector("#board .mark.recent[data-field='e1']"))).hasSize(1);
        assertThat(driver.findElements(By.cssSelector("#board .mark.last"))).isNotEmpty();
        assertThat(driver.findElement(By.id("legend")).getText()).contains("the last move")
                .contains("an earlier move of this round");
    }

    @Test
    @DisplayName("importing a position with no chevrons is refused with the reason (R8.3); set-up lists it as a problem")
    void aPositionWithoutChevronsIsRefused() {
        open(fragment("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2", null));
        driver.findElement(By.id("share")).click();
        WebElement position = driver.findElement(By.id("share-position"));
        position.clear();
        position.sendKeys("9/9/9/9/9/9/9/9/9 A 2");
        driver.findElement(By.id("load-position")).click();
        settle();
        assertThat(text("share-error")).contains("No player has a chevron").contains("R8.3");
        assertThat(driver.findElement(By.id("share-dialog")).isDisplayed()).isTrue();
        driver.findElement(By.cssSelector("#share-dialog button[value='close']")).click();
        assertThat(text("status")).startsWith("A (red) to move");
        driver.findElement(By.id("setup-mode")).click();
        settle();
        driver.findElement(By.id("setup-clear")).click();
        settle();
        assertThat(text("problems")).contains("R8.3").contains("No player has a chevron");
        assertThat(driver.findElement(By.id("setup-play")).isEnabled()).isFalse();
    }

    @Test
    @DisplayName("a shared link keeps the computer's strength: computer=B:mcts:1000 survives the round trip")
    void aSharedLinkKeepsTheComputersStrength() {
        open(fragment("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2", "B:mcts:1000"));
        assertThat(driver.getCurrentUrl()).contains("computer=B:mcts:1000");
        assertThat(text("players")).contains("the computer, strong");
        driver.findElement(By.id("share")).click();
        String link = driver.findElement(By.id("share-link")).getAttribute("value");
        assertThat(link).contains("computer=B:mcts:1000");
        open(link.substring(link.indexOf('#')));
        assertThat(driver.getCurrentUrl()).contains("computer=B:mcts:1000");
    }

    @Test
    @DisplayName("an import error is styled as one and points at its place: the offending character selected and marked with ^")
    void importErrorsPointAtTheirPlace() throws IOException {
        open(fragment("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2", null, "e1-e2"));
        driver.findElement(By.id("share")).click();
        WebElement position = driver.findElement(By.id("share-position"));
        position.clear();
        String bad = "4.BS3.ASW/9/.BE7.XW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2";
        position.sendKeys(bad);
        driver.findElement(By.id("load-position")).click();
        settle();
        WebElement error = driver.findElement(By.id("share-error"));
        assertThat(error.isDisplayed()).isTrue();
        assertThat(error.getCssValue("color")).isEqualTo("rgba(185, 28, 28, 1)");
        assertThat(position.getAttribute("aria-invalid")).isEqualTo("true");
        long offset = (Long) js("return arguments[0].selectionStart;", position);
        assertThat(offset).isBetween((long) bad.indexOf('X') - 1, (long) bad.indexOf('X'));
        assertThat(driver.findElement(By.cssSelector("#share-error pre.pointer")).getText())
                .contains(bad).contains(" ".repeat((int) offset) + "^");
        shot("import-error");
        // An illegal action in a record: the entry is selected, and the rule given.
        WebElement record = driver.findElement(By.id("share-record"));
        String text = record.getAttribute("value").replace("1. e1-e2", "1. e1-e3");
        assertThat(text).contains("1. e1-e3");
        js("arguments[0].value = arguments[1];", record, text);
        driver.findElement(By.id("load-record")).click();
        settle();
        assertThat(text("share-error")).contains("R3.2");
        assertThat(js("const r = arguments[0]; return r.value.substring(r.selectionStart, r.selectionEnd);", record))
                .isEqualTo("e1-e3");
    }

    @Test
    @DisplayName("the Copy button puts the shared link on the clipboard")
    void copyPutsTheLinkOnTheClipboard() {
        open(fragment("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2", null, "e1-e2"));
        driver.executeCdpCommand("Browser.grantPermissions", Map.of("origin", base.replaceAll("/$", ""),
                "permissions", List.of("clipboardReadWrite", "clipboardSanitizedWrite")));
        driver.findElement(By.id("share")).click();
        driver.findElement(By.id("copy-link")).click();
        settle();
        assertThat(text("copy-status")).isEqualTo("Link copied.");
        Object clipboard = ((JavascriptExecutor) driver).executeAsyncScript(
                "const done = arguments[arguments.length - 1]; navigator.clipboard.readText().then(done, e => done('error: ' + e));");
        assertThat(clipboard).isEqualTo(driver.getCurrentUrl());
    }

    @Test
    @DisplayName("a mouse click leaves no focus ring on the board, after Undo neither; the keyboard shows where it is")
    void noFocusRingAfterMouseClicks() {
        open(fragment("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2", null));
        String ringed = "return Array.from(document.querySelectorAll('#board rect.hit')).filter(h => h.matches(':focus-visible')"
                + " || getComputedStyle(h).strokeDasharray !== 'none').map(h => h.dataset.field).join(',');";
        clickField("e1");
        assertThat(js(ringed)).isEqualTo("");
        clickField("e2");
        driver.findElement(By.id("undo")).click();
        settle();
        assertThat(plies()).isEmpty();
        assertThat(js(ringed)).isEqualTo("");
        clickField("a3");
        driver.switchTo().activeElement().sendKeys(Keys.ARROW_UP);
        assertThat(js(ringed)).isEqualTo("a4");
    }

    @Test
    @DisplayName("on a phone the fields are as wide as the screen allows (43 px of 390), coordinates and caption at 12 px or more, the prompt on screen")
    void phoneSizes() throws IOException {
        phone();
        open(fragment("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2", null));
        clickField("a3");
        double field = ((Number) js("return document.querySelector('#board rect.hit').getBoundingClientRect().width;"))
                .doubleValue();
        assertThat(field).isGreaterThanOrEqualTo(43.0);
        String px = "return Array.from(document.querySelectorAll(arguments[0])).map(t => t.getScreenCTM().a"
                + " * parseFloat(t.getAttribute('font-size'))).reduce((a, b) => Math.min(a, b), 99);";
        assertThat(((Number) js(px, "#board text.coordinate")).doubleValue()).isGreaterThanOrEqualTo(12.0);
        assertThat(((Number) js(px, "#board text.caption")).doubleValue()).isGreaterThanOrEqualTo(12.0);
        // The prompt and the choices are on screen though the board fills it.
        for (String id : List.of("prompt", "choices")) {
            Object inView = js("const r = document.getElementById(arguments[0]).getBoundingClientRect();"
                    + "return r.top >= 0 && r.bottom <= window.innerHeight;", id);
            assertThat(inView).as(id + " in view").isEqualTo(true);
        }
        shot("phone-move");
    }

    @Test
    @DisplayName("a rotation says how many markers it costs (R7.1), counts down, and previews the new facing")
    void rotationSaysItsCostAndPreviewsTheFacing() {
        Position p = Position.builder(2)
                .chevron(Field.A5, new Chevron(Player.A, Direction.N)).marker(Field.A3, Player.A)
                .marker(Field.A4, Player.A).marker(Field.B1, Player.A)
                .chevron(Field.I9, new Chevron(Player.B, Direction.S)).chevron(Field.I7, new Chevron(Player.B, Direction.W))
                .build();
        open(fragment(PositionNotation.format(p), null));
        clickField("a5");
        clickChoice(">");
        assertThat(text("prompt")).contains("Turning the chevron on a5 from N to NE (45° clockwise")
                .contains("costs 2 of your markers (R7.1): pick 2 to give up");
        assertThat(driver.findElements(By.cssSelector("#board .preview[data-field='a5'][data-facing='NE']"))).hasSize(1);
        clickField("a3");
        assertThat(text("prompt")).contains("pick 1 more to give up");
        clickField("b1");
        assertThat(plies()).containsExactly("a5>(a3,b1)");
    }

    @Test
    @DisplayName("each field has one accessible name saying what it holds and what clicking does; the drawing is not read twice")
    void accessibleNamesSayWhatAFieldHoldsAndDoes() {
        open(fragment("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2", null));
        List<WebElement> hits = driver.findElements(By.cssSelector("#board rect.hit"));
        List<String> names = hits.stream().map(WebElement::getAccessibleName).toList();
        assertThat(names).hasSize(81).doesNotHaveDuplicates();
        assertThat(names).allSatisfy(n -> assertThat(n).matches("[a-i][1-9]: .*"));
        assertThat(js("return Array.from(document.querySelectorAll('#board svg text, #board svg title, #board .marker,"
                + " #board .chevron')).filter(e => !e.closest('[aria-hidden=true]') && e.parentNode.tagName !== 'svg'"
                + " ).length;")).isEqualTo(0L);
        String e1 = driver.findElement(By.cssSelector("#board rect.hit[data-field='e1']")).getAccessibleName();
        assertThat(e1).startsWith("e1: A's chevron facing N, on neutral").contains("click to select it")
                .doesNotContain("start");
        clickField("e1");
        String e2 = driver.findElement(By.cssSelector("#board rect.hit[data-field='e2']")).getAccessibleName();
        assertThat(e2).isEqualTo("e2: empty, neutral. Click to move here (R3.1)");
    }

    @Test
    @DisplayName("the screenshots of docs/tool.md of a game on a desktop and on a phone (to docs/ with -Dpacru.docs.screenshots=true)")
    void readmeScreenshots() throws IOException {
        // A 3-player game a few rounds in (moves drawn by a seeded random player), A to move.
        List<String> actions = randomGame(3, 9, 5, false);
        String fragment = fragment(PositionNotation.format(Position.initial(3)), "B:mcts:1000,C:greedy",
                actions.toArray(String[]::new));
        for (Dimension size : List.of(new Dimension(1280, 900), new Dimension(390, 844))) {
            screen(size);
            open(fragment);
            clickField(driver.findElement(By.cssSelector("#board .mark.start")).getAttribute("data-field"));
            byte[] png = ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES);
            String name = size.getWidth() > 700 ? "serve-desktop" : "serve-phone";
            Files.write(shots.resolve(name + ".png"), png);
            assertThat(ImageIO.read(new ByteArrayInputStream(png)).getWidth()).isEqualTo(size.getWidth());
            if (Boolean.getBoolean("pacru.docs.screenshots")) {
                Files.write(Path.of("..", "..", "docs", name + ".png"), png);
            }
        }
    }

    /** A start where A (e1, a3, …) and B each have several moves. */
    static final String START = "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2";

    /**
     * One number measured, to the test's output and to numbers.txt beside the screenshots (the
     * served page's file grows run after run: StaticSiteBrowserTest runs this class's set-up again).
     */
    static void record(String line) throws IOException {
        System.out.println("BrowserTest (" + shots.getFileName() + "): " + line);
        Files.writeString(shots.resolve("numbers.txt"), line + System.lineSeparator(), StandardCharsets.UTF_8,
                java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
    }

    @Test
    @DisplayName("pkg/pacru.wasm arrives compressed (brotli or gzip, the build's precompressed bytes) and the page plays on it")
    void theWasmArrivesCompressedAndThePagePlays() throws IOException {
        driver.executeCdpCommand("Network.enable", Map.of());
        driver.executeCdpCommand("Network.setCacheDisabled", Map.of("cacheDisabled", true));
        try {
            open(fragment(START, "B:greedy"));
        } finally {
            driver.executeCdpCommand("Network.setCacheDisabled", Map.of("cacheDisabled", false));
        }
        assertThat(js("return document.body.dataset.engine;")).isEqualTo("wasm");
        @SuppressWarnings("unchecked")
        Map<String, Object> entry = (Map<String, Object>) js("const e = performance.getEntriesByType('resource')"
                + ".find(r => new URL(r.name).pathname === '/pkg/pacru.wasm');"
                + "return e ? {encoded: e.encodedBodySize, decoded: e.decodedBodySize, transfer: e.transferSize} : null;");
        assertThat(entry).as("the page fetched pkg/pacru.wasm").isNotNull();
        Path pkg = StaticSiteBrowserTest.SITE.resolve("pkg");
        long raw = Files.size(pkg.resolve("pacru.wasm"));
        long br = Files.size(pkg.resolve("pacru.wasm.br"));
        long gz = Files.size(pkg.resolve("pacru.wasm.gz"));
        long encoded = ((Number) entry.get("encoded")).longValue();
        assertThat(((Number) entry.get("decoded")).longValue()).isEqualTo(raw);
        assertThat(encoded).as("the bytes on the wire: brotli (%d) or gzip (%d), not the %d of the file", br, gz, raw)
                .isIn(br, gz);
        record("pkg/pacru.wasm over HTTP: " + (encoded == br ? "brotli" : "gzip") + ", " + encoded + " bytes for "
                + raw);
        for (int clicks = 0; plies().size() < 2; clicks++) {
            assertThat(clicks).as("clicks for a move and the computer's reply").isLessThan(20);
            clickOn();
        }
        shot("compressed-wasm-plays");
    }

    @Test
    @DisplayName("the page plays in the browser: the package (WebAssembly GC) answers, no /api/v1 request while a game is played against the computer")
    void noApiRequestWhilePlaying() {
        open(fragment(START, "B:greedy"));
        assertThat(js("return document.body.dataset.engine;")).isEqualTo("wasm");
        for (int clicks = 0; plies().size() < 6; clicks++) {
            assertThat(clicks).as("clicks for three moves of A").isLessThan(30);
            clickOn();
        }
        driver.findElement(By.id("undo")).click();
        settle();
        Object requests = js("return performance.getEntriesByType('resource').map(e => e.name)"
                + ".filter(n => n.includes('/api/'));");
        assertThat((List<?>) requests).as("requests to the server's API").isEmpty();
        Object loaded = js("return performance.getEntriesByType('resource').map(e => e.name);");
        assertThat(loaded.toString()).contains("pkg/index.js", "pkg/pacru.wasm");
    }

    /** Clicks the field that goes on with the action being built: a destination, else a field to pick, else a chevron. */
    private static void clickOn() {
        List<WebElement> next = driver.findElements(By.cssSelector("#board .mark.target, #board .mark.capture"));
        if (next.isEmpty()) {
            next = driver.findElements(By.cssSelector("#board .mark.choice"));
        }
        if (next.isEmpty()) {
            next = driver.findElements(By.cssSelector("#board .mark.start"));
        }
        assertThat(next).as("a field to click: " + text("prompt")).isNotEmpty();
        clickField(next.get(0).getAttribute("data-field"));
    }

    @Test
    @DisplayName("while the computer (mcts:5000) thinks, in a worker, the main thread runs no task over 200 ms")
    void theComputerThinksInAWorkerAndThePageStaysResponsive() throws IOException {
        open(fragment(START, "B:mcts:5000"));
        js("window.__longest = 0; window.__tasks = 0; window.__gap = 0;"
                + "window.__observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) {"
                + "  window.__tasks++; window.__longest = Math.max(window.__longest, e.duration); } }).observe({type: 'longtask'});"
                + "let last = performance.now();"
                + "window.__probe = setInterval(() => { const now = performance.now();"
                + "  window.__gap = Math.max(window.__gap, now - last); last = now; }, 10);");
        clickField("e1");
        long started = System.nanoTime();
        driver.findElement(By.cssSelector("#board rect.hit[data-field='e2']")).click();
        settle();
        double thinking = (System.nanoTime() - started) / 1e6;
        js("clearInterval(window.__probe);");
        assertThat(plies()).as("A's move and B's reply").hasSize(2);
        double longest = ((Number) js("return window.__longest;")).doubleValue();
        double gap = ((Number) js("return window.__gap;")).doubleValue();
        record(String.format(java.util.Locale.ROOT, "computer B (mcts:5000) answered in %.0f ms; meanwhile the main thread's "
                + "longest task %.0f ms (%s long tasks over 50 ms), longest gap of a 10 ms timer %.0f ms",
                thinking, longest, js("return window.__tasks;"), gap));
        assertThat(thinking).as("the search is long enough to show whether it blocks the page").isGreaterThan(400);
        assertThat(longest).as("the longest task on the main thread, ms").isLessThanOrEqualTo(200);
        assertThat(gap).as("the longest gap between timer ticks, ms").isLessThanOrEqualTo(200);
        // The long-task probe sees a task that blocks the main thread: 300 ms of work in the page.
        js("setTimeout(() => { const t = performance.now(); while (performance.now() - t < 300) { } }, 0);");
        js("return new Promise(r => setTimeout(r, 500));");
        assertThat(((Number) js("return window.__longest;")).doubleValue()).as("a blocking task seen").isGreaterThanOrEqualTo(290);
    }

    @Test
    @DisplayName("Undo while the computer thinks cancels its search: the reply never comes, the page settles at once")
    void undoCancelsTheComputersSearch() {
        open(fragment(START, "B:mcts:5000"));
        clickField("e1");
        driver.findElement(By.cssSelector("#board rect.hit[data-field='e2']")).click();
        new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> text("prompt").contains("thinking"));
        long started = System.nanoTime();
        driver.findElement(By.id("undo")).click();
        new WebDriverWait(driver, Duration.ofSeconds(10), Duration.ofMillis(10)).until(d -> "0".equals(js(
                "return document.body.dataset.pending;")));
        double settled = (System.nanoTime() - started) / 1e6;
        assertThat(plies()).isEmpty();
        assertThat(settled).as("ms from Undo to a settled page").isLessThan(400);
        js("return new Promise(r => setTimeout(r, 1500));");
        assertThat(plies()).as("no reply after the undo").isEmpty();
        assertThat(text("prompt")).doesNotContain("thinking");
    }

    @Test
    @DisplayName("a click's answer (a step built, or a move played and the game replayed) is drawn within 50 ms at the median of 20 clicks; the slowest is reported")
    void aClickIsAnsweredWithinFiftyMilliseconds() throws IOException {
        open(fragment(START, null));
        js("window.__clicked = null; window.__drawn = null;"
                + "document.addEventListener('click', (e) => { window.__clicked = e.timeStamp; window.__drawn = null; }, true);"
                + "new MutationObserver(() => { if (window.__clicked !== null && window.__drawn === null) { window.__drawn = -1;"
                + "  requestAnimationFrame(() => { window.__drawn = performance.now(); }); } })"
                + ".observe(document.getElementById('board'), {childList: true});");
        List<Double> times = new ArrayList<>();
        while (times.size() < 20) {
            clickOn();
            times.add(answerTime());
        }
        assertThat(plies()).as("moves played by the clicks").hasSizeGreaterThan(3);
        List<Double> sorted = times.stream().sorted().toList();
        double median = sorted.get(sorted.size() / 2);
        double max = sorted.get(sorted.size() - 1);
        record(String.format(java.util.Locale.ROOT, "a click's answer drawn (click event to the frame of the new board), %d clicks: "
                + "median %.1f ms, max %.1f ms", times.size(), median, max));
        assertThat(median).as("median, ms: " + times).isLessThanOrEqualTo(50);
        // The slowest click (a move played: the game replayed, the lists redrawn) is reported; on the
        // shared 2-core machine it has exceeded 50 ms (docs/serving.md), so only a slow page fails here.
        assertThat(max).as("max, ms: " + times).isLessThanOrEqualTo(250);
    }

    @Test
    @DisplayName("without the package (its files blocked): the served page plays through the server's API, the static site says what is missing")
    void withoutThePackage() {
        driver.executeCdpCommand("Network.enable", Map.of());
        driver.executeCdpCommand("Network.setCacheDisabled", Map.of("cacheDisabled", true));
        driver.executeCdpCommand("Network.setBlockedURLs", Map.of("urls", List.of("*/pkg/*")));
        try {
            open(fragment(START, null));
            assertThat(js("return document.body.dataset.engine || 'none';")).isEqualTo("none");
            if (served) {
                clickField("e1");
                assertThat(driver.findElements(By.cssSelector("#board .mark.target"))).isNotEmpty();
                Object requests = js("return performance.getEntriesByType('resource').filter(e => e.name.includes('/api/v1/')).length;");
                assertThat(((Number) requests).intValue()).as("requests to the server's API").isGreaterThan(2);
            } else {
                assertThat(text("prompt")).contains("This page cannot play here").contains("engine.js");
                assertThat(driver.findElements(By.cssSelector("#board svg"))).isEmpty();
            }
        } finally {
            driver.executeCdpCommand("Network.setBlockedURLs", Map.of("urls", List.of()));
            driver.executeCdpCommand("Network.setCacheDisabled", Map.of("cacheDisabled", false));
            driver.executeCdpCommand("Network.disable", Map.of());
        }
    }

    // ---- the page in English, Spanish and Japanese ----

    /** The explanation of e1-e3 (too far, R3.2) at the two-player start, taken by clicks. */
    private static String explainTooFarByClicks() {
        clickField("e1");
        clickField("e3");
        driver.findElement(By.id("explain-clicks")).click();
        settle();
        return text("explanation");
    }

    @Test
    @DisplayName("the page in Spanish (lang=es in the link): its interface, and the explanation of an illegal move with rule R3.2, in Spanish")
    void thePageInSpanish() throws IOException {
        open(fragment(START, null) + "&lang=es");
        assertThat(js("return document.documentElement.lang;")).isEqualTo("es");
        assertThat(text("explain-clicks")).isEqualTo("Explicar estos clics");
        assertThat(text("undo")).isEqualTo("Deshacer");
        assertThat(text("status")).startsWith("Turno de A (rojo)");
        assertThat(driver.findElement(By.id("rules-link")).getAttribute("href")).endsWith("rules.es.html");
        String explanation = explainTooFarByClicks();
        assertThat(explanation).contains("e1-e3 de A: ILEGAL").contains("R3.2").contains("pieza")
                .contains(org.pacru.rules.Rule.of("R3.2").text(org.pacru.rules.Language.SPANISH).substring(0, 30));
        // A rule ID in the explanation links to the Spanish rulebook.
        assertThat(driver.findElement(By.cssSelector("#explanation a.rule-link")).getAttribute("href"))
                .contains("rules.es.html#R3");
        shot("spanish");
    }

    @Test
    @DisplayName("the page in Japanese (lang=ja in the link): its interface, and the explanation of an illegal move with rule R3.2, in Japanese script")
    void thePageInJapanese() throws IOException {
        open(fragment(START, null) + "&lang=ja");
        assertThat(js("return document.documentElement.lang;")).isEqualTo("ja");
        assertThat(text("explain-clicks")).isEqualTo("このクリックを解説");
        assertThat(driver.findElement(By.id("rules-link")).getAttribute("href")).endsWith("rules.ja.html");
        assertThat(driver.findElement(By.cssSelector("#board svg text.caption")).getText()).startsWith("A の手番");
        String explanation = explainTooFarByClicks();
        assertThat(explanation).contains("R3.2").containsPattern("[\\p{IsHiragana}\\p{IsKatakana}\\p{IsHan}]{4}")
                .contains("違反")
                .contains(org.pacru.rules.Rule.of("R3.2").text(org.pacru.rules.Language.JAPANESE).substring(0, 15));
        // Everything the engine writes is Japanese too: a move played, its log lines.
        driver.findElement(By.id("explain-action")).clear();
        js("location.hash = arguments[0];", fragment(START, null, "e1-e2") + "&lang=ja");
        settle();
        assertThat(text("log")).containsPattern("[\\p{IsHiragana}\\p{IsKatakana}\\p{IsHan}]").doesNotContain(" the ");
    }

    @Test
    @DisplayName("the language switch changes the page and is remembered in the link: a reload keeps it")
    void theLanguageSwitchIsRememberedInTheLink() {
        open(fragment(START, null));
        assertThat(js("return navigator.language;").toString()).startsWith("en");
        assertThat(text("undo")).isEqualTo("Undo");
        assertThat(driver.getCurrentUrl()).contains("lang=en");
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("language"))).selectByValue("es");
        settle();
        assertThat(driver.getCurrentUrl()).contains("lang=es");
        assertThat(text("undo")).isEqualTo("Deshacer");
        assertThat(text("status")).startsWith("Turno de A (rojo)");
        driver.navigate().refresh();
        js("window.__pacruErrors = [];");
        settle();
        assertThat(js("return document.documentElement.lang;")).isEqualTo("es");
        assertThat(text("undo")).isEqualTo("Deshacer");
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("language"))).selectByValue("ja");
        settle();
        assertThat(driver.getCurrentUrl()).contains("lang=ja");
        assertThat(text("undo")).isEqualTo("一手戻す");
        assertThat(driver.findElement(By.id("language-notice")).isDisplayed()).isFalse();
    }

    @Test
    @DisplayName("an unknown language in the link (lang=xx) shows the page in English and says so once, in one notice")
    void anUnknownLanguageFallsBackToEnglishWithANotice() {
        open(fragment(START, null) + "&lang=xx");
        assertThat(js("return document.documentElement.lang;")).isEqualTo("en");
        assertThat(text("undo")).isEqualTo("Undo");
        WebElement notice = driver.findElement(By.id("language-notice"));
        assertThat(notice.isDisplayed()).isTrue();
        assertThat(notice.getText()).contains("“xx”").contains("English");
        assertThat(driver.findElement(By.tagName("body")).getText().split("“xx”", -1)).as("said once").hasSize(2);
        // The link now says English: opened again, it has nothing to warn about.
        assertThat(driver.getCurrentUrl()).contains("lang=en").doesNotContain("lang=xx");
        clickField("e1");
        assertThat(driver.findElement(By.tagName("body")).getText().split("“xx”", -1)).as("said once").hasSize(2);
        open(driver.getCurrentUrl().substring(driver.getCurrentUrl().indexOf('#')));
        assertThat(driver.findElement(By.id("language-notice")).isDisplayed()).isFalse();
    }

    @Test
    @DisplayName("the Japanese page renders Japanese glyphs, not boxes: distinct characters draw distinct pixels (screenshot)")
    void theJapanesePageRendersJapaneseGlyphs() throws IOException {
        open(fragment(START, null) + "&lang=ja");
        shot("japanese-page");
        // Two characters in the page's font, large, each in its own element; a font without them
        // draws both as the same empty box (tofu), so their pictures would be equal.
        js("""
                for (const [id, text] of [["glyph-1", "駒"], ["glyph-2", "盤"], ["glyph-3", "手"]]) {
                  const s = document.createElement("span");
                  s.id = id;
                  s.textContent = text;
                  s.style.cssText = "font-size: 64px; line-height: 1; display: inline-block; padding: 4px; background: #fff; color: #000";
                  document.querySelector("#play-panel h2").appendChild(s);
                }""");
        List<BufferedImage> glyphs = new ArrayList<>();
        for (String id : List.of("glyph-1", "glyph-2", "glyph-3")) {
            byte[] png = driver.findElement(By.id(id)).getScreenshotAs(OutputType.BYTES);
            Files.write(shots.resolve("japanese-" + id + ".png"), png);
            glyphs.add(ImageIO.read(new ByteArrayInputStream(png)));
        }
        for (BufferedImage g : glyphs) {
            assertThat(darkPixels(g)).as("ink drawn").isGreaterThan(100);
        }
        assertThat(differentPixels(glyphs.get(0), glyphs.get(1))).as("駒 and 盤 differ").isGreaterThan(200);
        assertThat(differentPixels(glyphs.get(1), glyphs.get(2))).as("盤 and 手 differ").isGreaterThan(200);
        assertThat(differentPixels(glyphs.get(0), glyphs.get(2))).as("駒 and 手 differ").isGreaterThan(200);
        // The font the page asks for Japanese is a CJK font that is there.
        assertThat(js("return getComputedStyle(document.documentElement).fontFamily;").toString()).startsWith("\"Noto Sans CJK JP\"");
        assertThat(js("return document.fonts.check('16px \"Noto Sans CJK JP\"', '駒');")).isEqualTo(true);
    }

    private static int darkPixels(BufferedImage image) {
        int n = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xff) < 128) {
                    n++;
                }
            }
        }
        return n;
    }

    private static int differentPixels(BufferedImage a, BufferedImage b) {
        int n = 0;
        for (int y = 0; y < Math.min(a.getHeight(), b.getHeight()); y++) {
            for (int x = 0; x < Math.min(a.getWidth(), b.getWidth()); x++) {
                if (((a.getRGB(x, y) & 0xff) < 128) != ((b.getRGB(x, y) & 0xff) < 128)) {
                    n++;
                }
            }
        }
        return n + Math.abs(a.getWidth() - b.getWidth()) * a.getHeight();
    }

    @Test
    @DisplayName("without the package, the served page asks the server's API in the page's language (Spanish)")
    void withoutThePackageTheServerAnswersInThePagesLanguage() {
        org.junit.jupiter.api.Assumptions.assumeTrue(served, "the static site has no server to ask");
        driver.executeCdpCommand("Network.enable", Map.of());
        driver.executeCdpCommand("Network.setCacheDisabled", Map.of("cacheDisabled", true));
        driver.executeCdpCommand("Network.setBlockedURLs", Map.of("urls", List.of("*/pkg/*")));
        try {
            open(fragment(START, null) + "&lang=es");
            assertThat(js("return document.body.dataset.engine || 'none';")).isEqualTo("none");
            assertThat(explainTooFarByClicks()).contains("ILEGAL").contains("R3.2").contains("pieza");
        } finally {
            driver.executeCdpCommand("Network.setBlockedURLs", Map.of("urls", List.of()));
            driver.executeCdpCommand("Network.setCacheDisabled", Map.of("cacheDisabled", false));
            driver.executeCdpCommand("Network.disable", Map.of());
        }
    }

    /** The last click's answer time: from the click event to the frame that draws the board it changed. */
    private static double answerTime() {
        new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> "true".equals(js(
                "return String(typeof window.__drawn === 'number' && window.__drawn > 0);")));
        double t = ((Number) js("return window.__drawn - window.__clicked;")).doubleValue();
        js("window.__clicked = null; window.__drawn = null;");
        return t;
    }
}
