package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.examples.serve.BrowserTest.driver;
import static org.pacru.examples.serve.BrowserTest.fragment;
import static org.pacru.examples.serve.BrowserTest.js;
import static org.pacru.examples.serve.BrowserTest.open;
import static org.pacru.examples.serve.BrowserTest.settle;
import static org.pacru.examples.serve.BrowserTest.shot;
import static org.pacru.examples.serve.BrowserTest.text;

import java.io.IOException;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.Rectangle;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.pacru.action.Move;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.game.Game;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;

/**
 * The evaluation over the game in a real browser (pacru serve's page, headless Chromium through
 * {@link BrowserTest}'s driver, as {@link AnalysisBoardBrowserTest}): the bar beside the board
 * follows the position on view, the graph has a point per position that goes there, the
 * whole-game analysis progresses, stops, goes on, and marks a planted blunder with the better move;
 * the computer still moves while and after it runs. Desktop 1366 × 900 and phone 390 × 844.
 */
@ExtendWith(ChromiumPage.class)
class EvaluationBrowserTest {
    /**
     * A planted blunder: A to move can capture B's chevron on f7 (e6xf7 or g8xf7, two attackers,
     * R5.2), after which B's last chevron can never capture (R5.2) and A wins about 80 % of the
     * searched games. g8-g7 instead leaves A's chevron on e6 attacked by both of B's (d7, f7), and
     * B captures it: A keeps one chevron against two, about 16 %.
     */
    private static final String BLUNDER_START = "9/6.ASW2/3.BSE1.BSW3/4.AN4/9/9/9/9/9 A 2";

    /** Moves drawn by a seeded random player from the start of a two-player game. */
    private static List<String> randomGame(int plies, long seed) {
        return randomGame(2, plies, seed);
    }

    /** Moves drawn by a seeded random player from the start of a game of {@code players}. */
    private static List<String> randomGame(int players, int plies, long seed) {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        Random random = new Random(seed);
        Game game = Game.start(rules, Position.initial(players));
        List<String> actions = new ArrayList<>();
        while (actions.size() < plies && !rules.legalMoves(game.position()).isEmpty()) {
            List<Move> moves = rules.legalMoves(game.position());
            Move move = moves.get(random.nextInt(moves.size()));
            game = game.play(move);
            actions.add(move.toString());
        }
        return actions;
    }

    private static String gameOf(int plies, String computer) {
        return fragment(PositionNotation.format(Position.initial(2)), computer, randomGame(plies, 5).toArray(String[]::new));
    }

    private static void waitUntil(String condition, int seconds) {
        try {
            new WebDriverWait(driver, Duration.ofSeconds(seconds)).until(d -> Boolean.TRUE.equals(js("return Boolean(" + condition + ");")));
        } catch (org.openqa.selenium.TimeoutException e) {
            throw new AssertionError("waited " + seconds + " s for " + condition + "; the page says: " + js(
                    "return [document.getElementById('status').textContent, document.getElementById('prompt').textContent,"
                    + " document.getElementById('review-status').textContent, document.querySelectorAll('#moves button.ply').length,"
                    + " JSON.stringify(document.body.dataset), location.hash].join(' | ');"), e);
        }
    }

    private static String currentPly() {
        return driver.findElement(By.cssSelector("#moves button.ply[aria-current]")).getAttribute("data-ply");
    }

    /** A's share of the bar, or null while the position on view is not evaluated. */
    private static Double barShareOfA() {
        Object share = js("const s = document.querySelector('#eval-bar .eval-segment[data-player=A]');"
                + " return s ? Number(s.dataset.share) : null;");
        return share == null ? null : ((Number) share).doubleValue();
    }

    private static int doneOfTheAnalysis() {
        return ((Number) js("return Number(document.getElementById('review-status').dataset.done || -1);")).intValue();
    }

    /** Plays a move of the player to move by clicks: a chevron, a destination, then the first choice until it is played. */
    private static void playAnyMove() {
        int before = driver.findElements(By.cssSelector("#moves button.ply")).size();
        String start = driver.findElements(By.cssSelector("#board .mark.start")).get(0).getAttribute("data-field");
        BrowserTest.clickField(start);
        String target = driver.findElements(By.cssSelector("#board .mark.target")).get(0).getAttribute("data-field");
        BrowserTest.clickField(target);
        for (int i = 0; i < 10 && driver.findElements(By.cssSelector("#moves button.ply")).size() == before; i++) {
            driver.findElements(By.cssSelector("#choices button")).get(0).click();
            settle();
        }
    }

    @Test
    @DisplayName("the bar beside the board shows the win chance of the position on view, from a search of its own, and changes as one steps")
    void theBarFollowsThePositionOnView() throws IOException {
        open(gameOf(8, null));
        waitUntil("document.getElementById('eval-bar').dataset.state === 'known'", 60);
        assertThat(js("return document.getElementById('eval-bar').dataset.ply;")).isEqualTo("8");
        Double atTheEnd = barShareOfA();
        assertThat(atTheEnd).isBetween(0.0, 1.0);
        double b = ((Number) js("return Number(document.querySelector('#eval-bar .eval-segment[data-player=B]').dataset.share);")).doubleValue();
        assertThat(atTheEnd + b).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(driver.findElement(By.id("eval-bar")).getAttribute("aria-label"))
                .startsWith("Win chances, A (red) to move: A (red) ").contains("B (blue) ");
        // Desktop: a vertical bar left of the board, as tall as it.
        Rectangle bar = driver.findElement(By.id("eval-bar")).getRect();
        Rectangle board = driver.findElement(By.cssSelector("#board svg")).getRect();
        assertThat(bar.getHeight()).isGreaterThan(4 * bar.getWidth());
        assertThat(bar.getX() + bar.getWidth()).isLessThanOrEqualTo(board.getX());
        assertThat(Math.abs(bar.getHeight() - board.getHeight())).isLessThan(12);
        // Step back: a new position, evaluated by a search of its own; the values differ along the game.
        Set<Double> seen = new HashSet<>();
        seen.add(atTheEnd);
        for (int ply = 7; ply >= 5; ply--) {
            driver.findElement(By.id("previous")).click();
            settle();
            assertThat(js("return document.getElementById('eval-bar').dataset.ply;")).isEqualTo(String.valueOf(ply));
            waitUntil("document.getElementById('eval-bar').dataset.state === 'known'", 60);
            seen.add(barShareOfA());
        }
        assertThat(seen).as("A's share at plies 8 to 5").hasSizeGreaterThan(1);
        // Only a whole-game analysis judges moves: the bar's searches while stepping mark none.
        assertThat(driver.findElements(By.cssSelector("#moves .judgement, #eval-graph .eval-glyph"))).isEmpty();
        BrowserTest.shot("evaluation-bar-desktop");
    }

    @Test
    @DisplayName("the graph has a point per position of the line on view, each named; a click or Enter on one goes to that ply")
    void theGraphHasAPointPerPlyAndGoesThere() {
        open(gameOf(10, null));
        // The bar's search of the position on view redraws the graph when it answers: wait for it.
        waitUntil("document.getElementById('eval-bar').dataset.state === 'known'", 60);
        List<WebElement> points = driver.findElements(By.cssSelector("#eval-graph .eval-point"));
        assertThat(points).hasSize(11);
        assertThat(points.get(0).getAttribute("aria-label")).startsWith("View the start position");
        assertThat(points.get(4).getAttribute("aria-label")).startsWith("After ply 4, ").contains("not evaluated yet");
        assertThat(points.get(10).getAttribute("aria-label")).startsWith("After ply 10, ").contains("A (red) ").contains(" %");
        assertThat(points.get(10).getAttribute("aria-current")).isEqualTo("step");
        points.get(4).click();
        settle();
        waitUntil("document.getElementById('eval-bar').dataset.state === 'known'", 60);
        assertThat(currentPly()).isEqualTo("4");
        assertThat(driver.findElement(By.cssSelector("#eval-graph .eval-point[aria-current]")).getAttribute("data-ply")).isEqualTo("4");
        // The keyboard: the point on view takes the focus; Enter on another goes there, the arrows step.
        WebElement seven = driver.findElement(By.cssSelector("#eval-graph .eval-point[data-ply='7']"));
        js("arguments[0].focus();", seven);
        seven.sendKeys(Keys.ENTER);
        settle();
        assertThat(currentPly()).isEqualTo("7");
        waitUntil("document.getElementById('eval-bar').dataset.state === 'known'", 60);
        assertThat(js("return document.activeElement.dataset.ply;")).as("the focus stays on the point").isEqualTo("7");
        driver.switchTo().activeElement().sendKeys(Keys.ARROW_LEFT);
        settle();
        assertThat(currentPly()).isEqualTo("6");
        assertThat(js("return document.activeElement.dataset.ply;")).as("the focus follows to the point on view").isEqualTo("6");
        // A variation is a line of its own: its points replace the main line's.
        waitUntil("document.getElementById('eval-bar').dataset.state === 'known'", 60);
        driver.findElement(By.cssSelector("#moves button.ply[data-ply='2']")).click();
        settle();
        playAnyMove();
        assertThat(driver.findElements(By.cssSelector("#eval-graph .eval-point"))).hasSize(4);
    }

    @Test
    @DisplayName("Analyse the game: progress position by position, Stop ends it, Analyse again goes on to the end, and the bar reads its results")
    void theWholeGameAnalysisProgressesStopsAndGoesOn() throws IOException {
        open(gameOf(24, null));
        long started = System.nanoTime();
        driver.findElement(By.id("review-start")).click();
        waitUntil("Number(document.getElementById('review-status').dataset.done) >= 3", 60);
        assertThat(text("review-status")).matches("Analysing: position \\d+ of 25…");
        assertThat(driver.findElement(By.id("review-progress")).isDisplayed()).isTrue();
        driver.findElement(By.id("review-stop")).click();
        assertThat(text("review-status")).matches("Stopped after \\d+ of 25 positions: Analyse the game goes on from there.");
        assertThat(driver.findElement(By.id("review-stop")).isDisplayed()).isFalse();
        int stoppedAt = ((Number) js("return document.querySelectorAll('#eval-graph .eval-point:not(.unknown)').length;")).intValue();
        BrowserTest.shot("evaluation-stopped");
        js("return new Promise(r => setTimeout(r, 2500));");
        int later = ((Number) js("return document.querySelectorAll('#eval-graph .eval-point:not(.unknown)').length;")).intValue();
        assertThat(later).as("no position searched after Stop but the one on view").isLessThanOrEqualTo(stoppedAt + 1);
        driver.findElement(By.id("review-start")).click();
        waitUntil("document.getElementById('review-status').textContent.startsWith('Analysed: 25 positions')", 120);
        double seconds = (System.nanoTime() - started) / 1e9;
        Files.writeString(BrowserTest.shots.resolve("evaluation-analysis.txt"), String.format(
                "whole-game analysis of 25 positions at 2,000 iterations (with a stop): %.1f s, %.2f s a position%n", seconds, seconds / 25));
        assertThat(driver.findElements(By.cssSelector("#eval-graph .eval-point.unknown"))).isEmpty();
        assertThat(driver.findElements(By.cssSelector("#eval-graph path.eval-line"))).hasSize(1);
        // The bar reads the analysis's results: at every ply it shows what the graph's point says.
        for (int ply : new int[] {24, 13, 0}) {
            driver.findElement(By.cssSelector("#eval-graph .eval-point[data-ply='" + ply + "']")).click();
            settle();
            assertThat(driver.findElement(By.id("eval-bar")).getAttribute("data-state")).isEqualTo("known");
            double graph = ((Number) js("return Number(document.querySelector('#eval-graph .eval-point[data-ply=\"" + ply
                    + "\"] .eval-dot').dataset.chance);")).doubleValue();
            assertThat(barShareOfA()).as("A's share at ply %d", ply).isEqualTo(graph);
        }
        // Every judged move of each player is counted in the summary.
        assertThat(driver.findElements(By.cssSelector("#review-summary th[data-player]"))).hasSize(2);
        shot("evaluation-analysed-desktop");
    }

    @Test
    @DisplayName("the whole-game analysis marks a planted blunder ?? with the better move, in the move list, the graph and the summary")
    void aPlantedBlunderIsMarkedWithTheBetterMove() throws IOException {
        open(fragment(BLUNDER_START, null, "g8-g7", "f7xe6(d6)"));
        driver.findElement(By.id("review-start")).click();
        waitUntil("document.getElementById('review-status').textContent.startsWith('Analysed: 3 positions')", 60);
        WebElement blunder = driver.findElement(By.cssSelector("#moves button.ply[data-ply='1']"));
        assertThat(blunder.getAttribute("class")).contains("judged-blunder");
        assertThat(blunder.getText()).isEqualTo("g8-g7??");
        assertThat(blunder.getAttribute("aria-label")).contains("Blunder: ").contains("points of win chance lost; better: ");
        assertThat(blunder.getAttribute("title")).matches("Blunder: \\d+ points of win chance lost; better: (e6|g8)xf7\\(.+\\)");
        // B's capture, its best move, is no blunder.
        assertThat(driver.findElement(By.cssSelector("#moves button.ply[data-ply='2']")).getAttribute("class")).doesNotContain("judged-blunder");
        assertThat(driver.findElement(By.cssSelector("#eval-graph .eval-point[data-ply='1']")).getAttribute("class")).contains("judged-blunder");
        assertThat(driver.findElement(By.cssSelector("#review-summary td[data-player=A][data-kind=blunder]")).getText()).isEqualTo("1");
        WebElement listed = driver.findElement(By.cssSelector("#review-summary button.review-move"));
        assertThat(listed.getText()).matches("1\\. A g8-g7 \\?\\? — better: (e6|g8)xf7\\(.+\\)");
        shot("evaluation-blunder-desktop");
        listed.click();
        settle();
        assertThat(currentPly()).isEqualTo("1");
    }

    @Test
    @DisplayName("the computer moves while the analysis runs (its search first) and after it is stopped; the hint too")
    void theComputerStillMovesDuringAndAfterTheAnalysis() {
        open(gameOf(40, "B:mcts:300"));
        driver.findElement(By.id("review-start")).click();
        waitUntil("Number(document.getElementById('review-status').dataset.done) >= 1", 60);
        driver.findElement(By.id("review-stop")).click();
        assertThat(text("review-status")).startsWith("Stopped after ");
        int plies = driver.findElements(By.cssSelector("#moves button.ply")).size();
        playAnyMove();
        waitUntil("document.querySelectorAll('#moves button.ply').length === " + (plies + 2), 60);
        // Analysed again, the computer's reply to the next move comes first (its search sets the analysis's aside).
        driver.findElement(By.id("review-start")).click();
        playAnyMove();
        waitUntil("document.querySelectorAll('#moves button.ply').length === " + (plies + 4), 60);
        waitUntil("document.getElementById('review-status').textContent.startsWith('Analysed: 43 positions')", 60);
        settle();
        driver.findElement(By.id("hint")).click();
        settle();
        assertThat(driver.findElements(By.cssSelector("#hint-box button.hint-action"))).isNotEmpty();
    }

    @Test
    @DisplayName("three players: the bar has a segment per player in their colour summing to 100 %, the graph a line per player")
    void threePlayersShareTheBarAndTheGraph() {
        open(fragment(PositionNotation.format(Position.initial(3)), null, randomGame(3, 9, 7).toArray(String[]::new)));
        driver.findElement(By.id("review-start")).click();
        waitUntil("document.getElementById('review-status').textContent.startsWith('Analysed: 10 positions')", 60);
        @SuppressWarnings("unchecked")
        List<Object> shares = (List<Object>) js("return [...document.querySelectorAll('#eval-bar .eval-segment')]"
                + ".map(s => [s.dataset.player, Number(s.dataset.share)]);");
        assertThat(shares).hasSize(3);
        double sum = 0;
        for (Object share : shares) {
            double value = ((Number) ((List<?>) share).get(1)).doubleValue();
            assertThat(value).isBetween(0.0, 1.0);
            sum += value;
        }
        assertThat(sum).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(driver.findElements(By.cssSelector("#eval-graph path.eval-line"))).hasSize(3);
        assertThat(driver.findElements(By.cssSelector("#eval-graph .eval-point"))).hasSize(10);
        assertThat(driver.findElements(By.cssSelector("#review-summary th[data-player]"))).hasSize(3);
    }

    @Test
    @DisplayName("on a phone the bar lies above the board, full width; the graph and the analysis fit the screen")
    void onAPhoneTheBarLiesAboveTheBoard() throws IOException {
        BrowserTest.phone();
        open(fragment(BLUNDER_START, null, "g8-g7", "f7xe6(d6)"));
        waitUntil("document.getElementById('eval-bar').dataset.state === 'known'", 60);
        Rectangle bar = driver.findElement(By.id("eval-bar")).getRect();
        Rectangle board = driver.findElement(By.cssSelector("#board svg")).getRect();
        assertThat(bar.getWidth()).isGreaterThan(10 * bar.getHeight());
        assertThat(bar.getY() + bar.getHeight()).isLessThanOrEqualTo(board.getY());
        assertThat(board.getWidth()).as("the board keeps the screen's width").isGreaterThanOrEqualTo(380);
        js("document.getElementById('review-start').scrollIntoView({block: 'center'});");
        driver.findElement(By.id("review-start")).click();
        waitUntil("document.getElementById('review-status').textContent.startsWith('Analysed: 3 positions')", 60);
        assertThat(js("return document.documentElement.scrollWidth;")).isEqualTo(390L);
        WebElement graph = driver.findElement(By.cssSelector("#eval-graph svg"));
        js("arguments[0].scrollIntoView({block: 'center'});", graph);
        assertThat(graph.getRect().getWidth()).isLessThanOrEqualTo(390);
        shot("evaluation-phone");
        driver.findElement(By.cssSelector("#eval-graph .eval-point[data-ply='1']")).click();
        settle();
        assertThat(currentPly()).isEqualTo("1");
        js("document.getElementById('eval-bar').scrollIntoView({block: 'start'});");
        shot("evaluation-phone-bar");
    }
}
