package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
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
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.notation.PositionNotation;

/**
 * The page in a real browser: headless Chromium driven by Selenium WebDriver through ChromeDriver
 * (Debian packages {@code chromium} and {@code chromium-driver}). Screenshots go to
 * {@code target/browser/}.
 *
 * <p>Without Chromium the tests are skipped and say so, unless browser tests are required
 * ({@code -Dpacru.browser.required=true} or {@code PACRU_BROWSER_TESTS=required}, as
 * {@code .ci/run} sets): then a missing browser fails the build. {@code pacru.chromium} and
 * {@code pacru.chromedriver} name other binaries than {@code /usr/bin/chromium} and
 * {@code /usr/bin/chromedriver}.
 */
class BrowserTest {
    private static final Path SHOTS = Path.of("target", "browser");

    private static Server server;
    private static ChromeDriverService service;
    private static ChromeDriver driver;
    private static Path profile;

    @BeforeAll
    static void startBrowser() throws IOException {
        File chromium = new File(System.getProperty("pacru.chromium", "/usr/bin/chromium"));
        File chromedriver = new File(System.getProperty("pacru.chromedriver", "/usr/bin/chromedriver"));
        boolean required = Boolean.getBoolean("pacru.browser.required")
                || "required".equals(System.getenv("PACRU_BROWSER_TESTS"));
        if (!chromium.canExecute() || !chromedriver.canExecute()) {
            String missing = "no " + (chromium.canExecute() ? chromedriver : chromium)
                    + " (apt-get install chromium chromium-driver; .ci/run does)";
            if (required) {
                Assertions.fail("browser tests are required (PACRU_BROWSER_TESTS=required) but there is " + missing);
            }
            System.out.println("BrowserTest: browser tests SKIPPED: " + missing);
            Assumptions.abort("browser tests skipped: " + missing);
        }
        Files.createDirectories(SHOTS);
        server = Server.start("127.0.0.1", 0, Optional.empty(), Server.Limits.DEFAULT);
        profile = Files.createTempDirectory("pacru-chromium");
        service = new ChromeDriverService.Builder().usingDriverExecutable(chromedriver).usingAnyFreePort().build();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", "--user-data-dir=" + profile, "--window-size=1280,1000");
        driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
    }

    @AfterAll
    static void stopBrowser() {
        if (driver != null) {
            driver.quit();
        }
        if (service != null) {
            service.stop();
        }
        if (server != null) {
            server.stop();
        }
    }

    @BeforeEach
    void desktop() {
        driver.manage().window().setSize(new Dimension(1280, 1000));
    }

    @AfterEach
    void noScriptErrors() {
        // The page never throws: every error is answered on the page.
        Object errors = js("return window.__pacruErrors || [];");
        assertThat(errors.toString()).isEqualTo("[]");
    }

    private static Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    private static void open(String fragment) {
        driver.get("about:blank");
        driver.get(server.url() + fragment);
        js("window.__pacruErrors = []; window.addEventListener('error', e => window.__pacruErrors.push(String(e.message)));");
        settle();
    }

    /** Waits until the page has loaded and no request or computer move is in flight. */
    private static void settle() {
        new WebDriverWait(driver, Duration.ofSeconds(30)).until(d -> "true".equals(js(
                "return String(document.body.dataset.ready === 'true' && document.body.dataset.pending === '0');")));
    }

    private static String fragment(String start, String computer, String... actions) {
        return "#ruleset=standard&start=" + URLEncoder.encode(start, StandardCharsets.UTF_8).replace("+", "%20")
                + (actions.length == 0 ? "" : "&actions=" + URLEncoder.encode(String.join(" ", actions),
                StandardCharsets.UTF_8).replace("+", "%20"))
                + (computer == null ? "" : "&computer=" + computer);
    }

    private static void clickField(String field) {
        driver.findElement(By.cssSelector("#board rect.hit[data-field='" + field + "']")).click();
        settle();
    }

    private static void clickChoice(String step) {
        driver.findElement(By.cssSelector("#choices button[data-step='" + step + "']")).click();
        settle();
    }

    private static String text(String id) {
        return driver.findElement(By.id(id)).getText();
    }

    private static List<String> plies() {
        return driver.findElements(By.cssSelector("#moves button.ply")).stream().map(WebElement::getText)
                .filter(t -> !t.equals("start")).toList();
    }

    private static void shot(String name) throws IOException {
        Files.write(SHOTS.resolve(name + ".png"), ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
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
        assertThat(text("prompt")).contains("The game is over");
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
        assertThat(text("prompt")).contains("markers to give up").contains("R7.1");
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
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("tool-owner"))).selectByVisibleText("C");
        clickField("e5");
        assertThat(text("problems")).contains("R1.5").contains("e5");
        assertThat(driver.findElement(By.id("setup-play")).isEnabled()).isFalse();
        shot("setup-problem");
        driver.findElement(By.cssSelector("input[name=tool][value='no-chevron']")).click();
        clickField("e5");
        assertThat(text("problems")).contains("None");
        driver.findElement(By.id("setup-play")).click();
        settle();
        assertThat(text("status")).startsWith("A to move");
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
        driver.manage().window().setSize(new Dimension(390, 844));
        open(fragment("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2", null));
        clickField("a3");
        shot("phone");
        long scroll = (Long) js("return document.documentElement.scrollWidth;");
        long width = (Long) js("return window.innerWidth;");
        assertThat(scroll).isLessThanOrEqualTo(width);
    }
}
