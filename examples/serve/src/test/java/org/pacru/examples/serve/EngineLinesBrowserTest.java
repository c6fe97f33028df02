package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.examples.serve.BrowserTest.driver;
import static org.pacru.examples.serve.BrowserTest.fragment;
import static org.pacru.examples.serve.BrowserTest.js;
import static org.pacru.examples.serve.BrowserTest.open;
import static org.pacru.examples.serve.BrowserTest.plies;
import static org.pacru.examples.serve.BrowserTest.settle;
import static org.pacru.examples.serve.BrowserTest.shot;
import static org.pacru.examples.serve.BrowserTest.text;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.pacru.action.Move;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.game.Game;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;

/**
 * The engine's lines on the board (issue 46, findings 4, 5 and 7), in a real browser (headless
 * Chromium through {@link BrowserTest}'s driver), on a desktop (1366 × 900) and a phone (390 × 844):
 * the Hint's best actions drawn as arrows with their continuations, evaluations and reasons; a line
 * previewed when hovered, played into the tree of variations when clicked; Analyse following the
 * position on view; and all of it in the language chosen. Every check waits for the page to settle
 * (body[data-pending] 0), never for a fixed time.
 */
@ExtendWith(ChromiumPage.class)
class EngineLinesBrowserTest {
    private static final String START = BrowserTest.START;

    private static void onDesktopAndPhone(Runnable check) {
        check.run();
        BrowserTest.phone();
        check.run();
    }

    /** Moves drawn by a seeded random player from the two-player start. */
    private static List<String> randomGame(int plies, long seed) {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        Random random = new Random(seed);
        Game game = Game.start(rules, Position.initial(2));
        List<String> actions = new ArrayList<>();
        while (actions.size() < plies && !rules.legalMoves(game.position()).isEmpty()) {
            List<Move> moves = rules.legalMoves(game.position());
            Move move = moves.get(random.nextInt(moves.size()));
            game = game.play(move);
            actions.add(move.toString());
        }
        return actions;
    }

    private static String gameOf(List<String> actions) {
        return fragment(PositionNotation.format(Position.initial(2)), null, actions.toArray(String[]::new));
    }

    /** The lines in the hint box: their buttons, best first. */
    private static List<WebElement> lines() {
        return driver.findElements(By.cssSelector("#hint-box li.engine-line button.hint-action"));
    }

    /** The engine's arrows drawn on the board (overlay.js's layer): one element per line. */
    private static int engineArrows() {
        return ((Number) js("return document.querySelectorAll('#board .engine-lines > *').length;")).intValue();
    }

    /** Hint, clicked by script: the mouse stays away from the lines it writes (a line under it would be previewed alone). */
    private static void hint() {
        js("document.getElementById('hint').click();");
        settle();
    }

    /** The board's top edge, CSS pixels from the viewport's top, and the viewport's height. */
    private static Map<?, ?> boardTop() {
        return (Map<?, ?>) js("return {top: document.getElementById('board').getBoundingClientRect().top, height: window.innerHeight};");
    }

    /** The plies in the move list, counted in one script (the list is written again after every move). */
    private static int plyCount() {
        return ((Number) js("return document.querySelectorAll('#moves button.ply').length - 1;")).intValue();
    }

    private static String currentPly() {
        return driver.findElement(By.cssSelector("#moves button.ply[aria-current]")).getAttribute("data-ply");
    }

    @Test
    @DisplayName("Hint draws the three best actions as arrows on the board, each with its continuation in notation, its win chance and why (finding 5)")
    void theHintDrawsItsLinesAsArrowsWithContinuationsAndReasons() {
        onDesktopAndPhone(() -> {
            open(gameOf(randomGame(4, 3)));
            assertThat(engineArrows()).as("no arrows before the hint").isZero();
            hint();
            List<WebElement> lines = lines();
            assertThat(lines).hasSize(3);
            assertThat(engineArrows()).as("an arrow per line").isEqualTo(3);
            int continued = 0;
            for (WebElement line : lines) {
                String[] actions = line.getAttribute("data-line").split(" ");
                assertThat(actions[0]).isEqualTo(line.getAttribute("data-action"));
                continued += actions.length > 1 ? 1 : 0;
                // The whole line in notation, and the win chance, are written on the button.
                assertThat(line.getText()).contains(String.join(" ", actions)).containsPattern("\\d+ %");
                assertThat(Double.parseDouble(line.getAttribute("data-value"))).isBetween(0.0, 1.0);
            }
            // The search expects replies to its best actions (a line goes on while its plies have visits enough).
            assertThat(continued).as("lines with a continuation: the action and the replies expected").isPositive();
            List<WebElement> reasons = driver.findElements(By.cssSelector("#hint-box li.engine-line p.why"));
            assertThat(reasons).as("a reason under each line").hasSize(3);
            for (WebElement why : reasons) {
                assertThat(why.getText()).isNotBlank().endsWith(".");
            }
            assertThat(text("hint-box")).contains("Best actions for A (red)").contains("Evaluation: A (red) wins");
            // Each arrow is named for a screen reader and a mouse's tooltip: its rank, action and chance.
            Object titles = js("return [...document.querySelectorAll('#board .engine-lines title')].map(t => t.textContent).join(' | ');");
            assertThat(String.valueOf(titles)).contains("The engine's choice 1: " + lines.get(0).getAttribute("data-action") + ": A (red) wins ");
            try {
                shot("engine-lines-" + driver.manage().window().getSize().getWidth());
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    @Test
    @DisplayName("finding 5: a rotation suggested is drawn as a ring on its chevron and says what it turns, gives up (R7.1) and opens")
    void aRotationSaysWhatItGivesUpAndOpens() {
        // A's chevron on a5 facing NW has one move, a5-a6; the one on a1 facing SW none (every way
        // leads off the board, R3.1). Each of them may turn 45° giving up two of the markers on b1,
        // c1 and d1 (R7.1): 12 rotations and one move, so at least two of the three best are rotations.
        Position p = Position.builder(2)
                .chevron(Field.A1, new Chevron(Player.A, Direction.SW)).marker(Field.A1, Player.A)
                .chevron(Field.A5, new Chevron(Player.A, Direction.NW))
                .marker(Field.B1, Player.A).marker(Field.C1, Player.A).marker(Field.D1, Player.A)
                .chevron(Field.I9, new Chevron(Player.B, Direction.S)).marker(Field.I9, Player.B).build();
        open(fragment(PositionNotation.format(p), null));
        hint();
        List<WebElement> lines = lines();
        assertThat(lines).hasSize(3);
        List<WebElement> reasons = driver.findElements(By.cssSelector("#hint-box li.engine-line p.why"));
        int rotations = 0;
        for (int i = 0; i < 3; i++) {
            String action = lines.get(i).getAttribute("data-action");
            if (action.equals("a5-a6")) {
                continue;
            }
            rotations++;
            assertThat(action).matches("a[15][<>]\\([b-d]1,[b-d]1\\)");
            assertThat(reasons.get(i).getText()).startsWith("Turns the chevron on " + action.substring(0, 2) + " from ")
                    .contains("gives up").contains("R7.1").containsPattern("next turn its moves|opens no better move");
        }
        assertThat(rotations).isGreaterThanOrEqualTo(2);
        assertThat(engineArrows()).isEqualTo(3);
        assertThat(((Number) js("return document.querySelectorAll('#board .engine-lines text.turn-sense').length;")).intValue())
                .as("a ring with the turn's sense for each rotation").isEqualTo(rotations);
        try {
            shot("engine-lines-rotations");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    @DisplayName("finding 4: a click on a line plays it into the tree at the ply on view (a variation, the main line kept) and keeps the board's top on screen")
    void finding4_aClickPlaysTheLineIntoTheTreeAndKeepsTheBoardOnScreen() {
        onDesktopAndPhone(() -> {
            List<String> main = randomGame(8, 11);
            open(gameOf(main) + "&view=4");
            hint();
            // The best line's button (as the page before the fix named it too: checked to fail there).
            WebElement first = driver.findElement(By.cssSelector("#hint-box button.hint-action"));
            String played = first.getAttribute("data-line");
            // The player scrolls to the lines (on a phone they are under the board) and clicks the best.
            js("arguments[0].scrollIntoView({block: 'center'});", first);
            try {
                shot("engine-lines-before-click-" + driver.manage().window().getSize().getWidth());
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            first.click();
            settle();
            Map<?, ?> board = boardTop();
            double top = ((Number) board.get("top")).doubleValue();
            // (Within a pixel: scrolled to the board's top, a phone may place it a fraction of a pixel above.)
            assertThat(top).as("the board's top on screen after the click " + board).isGreaterThanOrEqualTo(-1)
                    .isLessThan(((Number) board.get("height")).doubleValue() / 2);
            assertThat(driver.findElements(By.id("verdict"))).as("no explanation instead of the line").isEmpty();
            List<String> line = List.of(played.split(" "));
            // The move list shows the main line whole, and the line played from ply 4 as a variation
            // (from where it leaves the main line: the engine may expect the main line's own next plies first).
            assertThat(plyTexts("#moves button.ply:not(.variation)")).as("the main line").containsExactlyElementsOf(main);
            int same = 0;
            while (same < line.size() && 4 + same < main.size() && line.get(same).equals(main.get(4 + same))) {
                same++;
            }
            assertThat(plyTexts("#moves button.ply.variation")).as("the variation").containsExactlyElementsOf(line.subList(same, line.size()));
            assertThat(currentPly()).as("the line's last ply on view").isEqualTo(String.valueOf(4 + line.size()));
            assertThat(driver.findElement(By.cssSelector("#moves button.ply[aria-current]")).getText())
                    .isEqualTo(line.get(line.size() - 1));
        });
    }

    /** The actions of the move list's buttons that match a selector (the start's button left out). */
    private static List<String> plyTexts(String selector) {
        return driver.findElements(By.cssSelector(selector)).stream().filter(b -> !"0".equals(b.getAttribute("data-ply")))
                .map(WebElement::getText).toList();
    }

    @Test
    @DisplayName("a line played at the end of the game continues it; the small explain link beside a line still explains its action")
    void aLinePlayedAtTheEndContinuesTheGameAndExplainStillExplains() {
        List<String> main = randomGame(2, 5);
        open(gameOf(main));
        hint();
        List<String> line = List.of(lines().get(1).getAttribute("data-line").split(" "));
        driver.findElement(By.cssSelector("#hint-box li.engine-line[data-rank='2'] button.line-explain")).click();
        settle();
        assertThat(text("verdict")).contains(line.get(0)).contains("LEGAL").doesNotContain("ILLEGAL");
        assertThat(plies()).as("explain plays nothing").containsExactlyElementsOf(main);
        lines().get(1).click();
        settle();
        List<String> all = new ArrayList<>(main);
        all.addAll(line);
        assertThat(plies()).containsExactlyElementsOf(all);
        assertThat(driver.getCurrentUrl()).doesNotContain("view=");
    }

    @Test
    @DisplayName("hovering or focusing a line previews its first action: its arrow alone and the position after it, faintly; leaving it brings the three back")
    void hoveringALinePreviewsItsFirstAction() {
        open(gameOf(randomGame(2, 7)));
        hint();
        WebElement second = lines().get(1);
        new Actions(driver).moveToElement(second).perform();
        settle();
        assertThat(engineArrows()).as("the hovered line's arrow alone").isEqualTo(1);
        assertThat(String.valueOf(js("return document.querySelector('#board .engine-lines title').textContent;")))
                .startsWith("The engine's choice 2: " + second.getAttribute("data-action"));
        assertThat(((Number) js("return document.querySelectorAll('#board .preview-layer *').length;")).intValue())
                .as("the position after the action, previewed").isPositive();
        new Actions(driver).moveToElement(driver.findElement(By.id("board")), 0, 0).perform();
        settle();
        assertThat(engineArrows()).isEqualTo(3);
        assertThat(((Number) js("return document.querySelectorAll('#board .preview-layer *').length;")).intValue()).isZero();
        // The keyboard's way: focusing the line previews it too.
        js("arguments[0].focus();", lines().get(0));
        settle();
        assertThat(engineArrows()).isEqualTo(1);
    }

    @Test
    @DisplayName("Analyse, while on, follows the position on view: arrows and lines for each position stepped to, deepened to 5,000 games; Stop ends it at once")
    void continuousAnalysisFollowsTheStepsAndStops() {
        onDesktopAndPhone(() -> {
            List<String> main = randomGame(6, 13);
            open(gameOf(main) + "&view=3");
            assertThat(driver.findElement(By.id("analyse")).getAttribute("aria-pressed")).as("off by default").isEqualTo("false");
            // Clicked by script, as the other steps below: the mouse stays where it is, and a line
            // drawn under it would be hovered (previewed alone) once the list is written.
            js("document.getElementById('analyse').click();");
            settle();
            assertThat(driver.findElement(By.id("analyse")).getAttribute("aria-pressed")).isEqualTo("true");
            assertThat(text("hint-box")).contains("Best actions for B (blue) (").contains("games searched)").doesNotContain("deeper");
            assertThat(engineArrows()).isEqualTo(3);
            String atThree = driver.findElement(By.cssSelector("#hint-box ol.hint-actions")).getAttribute("data-position");
            js("document.getElementById('next').click();");
            settle();
            assertThat(currentPly()).isEqualTo("4");
            assertThat(text("hint-box")).contains("Best actions for A (red) (").contains("games searched)").doesNotContain("deeper");
            assertThat(driver.findElement(By.cssSelector("#hint-box ol.hint-actions")).getAttribute("data-position"))
                    .isNotEqualTo(atThree);
            assertThat(engineArrows()).isEqualTo(3);
            // Stop while the next position is searched: the search ends at once, Analyse is off.
            long started = System.nanoTime();
            js("document.getElementById('next').click();"
                    + "return new Promise(r => setTimeout(() => { document.getElementById('hint-stop').click(); r(); }, 300));");
            settle();
            assertThat((System.nanoTime() - started) / 1e6).as("ms from Stop to a settled page").isLessThan(1500);
            assertThat(driver.findElement(By.id("analyse")).getAttribute("aria-pressed")).isEqualTo("false");
            // Off: stepping searches nothing.
            js("document.getElementById('previous').click();");
            settle();
            assertThat(lines()).isEmpty();
            assertThat(engineArrows()).isZero();
        });
    }

    @Test
    @DisplayName("Analyse waits while a computer seat thinks (its moves are played, not cancelled) and searches again when the game is paused")
    void continuousAnalysisWaitsWhileTheComputerThinks() {
        driver.get("about:blank");
        driver.get(BrowserTest.base + "favicon.svg");
        js("localStorage.setItem('pacru.welcomed', '1');");
        driver.get(BrowserTest.base + fragment(START, "A:random,B:random"));
        js("window.__pacruErrors = []; window.addEventListener('error', e => window.__pacruErrors.push(String(e.message)));");
        new WebDriverWait(driver, Duration.ofSeconds(30)).until(d -> "true".equals(js("return String(document.body.dataset.ready === 'true');")));
        js("document.getElementById('pause').click();");
        settle();
        js("document.getElementById('analyse').click();");
        settle();
        assertThat(lines()).as("paused: the analysis searches").hasSize(3);
        int before = plyCount();
        new Select(driver.findElement(By.id("speed"))).selectByValue("fast");
        js("document.getElementById('pause').click();");   // Resume
        new WebDriverWait(driver, Duration.ofSeconds(30)).until(d -> plyCount() >= before + 4);
        assertThat(text("hint-box")).contains("waits while the computer thinks");
        js("document.getElementById('pause').click();");
        settle();
        assertThat(lines()).as("paused again: the analysis searches the position on view").hasSize(3);
        assertThat(engineArrows()).isEqualTo(3);
    }

    @Test
    @DisplayName("finding 7: after a language switch the lines, their reasons and the arrows' names are in the new language (Hint and Analyse)")
    void finding7_theLinesFollowALanguageSwitch() {
        onDesktopAndPhone(() -> {
            open(gameOf(randomGame(4, 17)) + "&lang=en");
            hint();
            List<String> english = whys();
            assertThat(english).hasSize(3);
            new Select(driver.findElement(By.id("language"))).selectByValue("es");
            settle();
            assertThat(text("hint-box")).contains("Mejores acciones para").contains("Evaluación:")
                    .doesNotContain("Best actions").doesNotContain("Evaluation:");
            List<String> spanish = whys();
            assertThat(spanish).hasSize(3);
            for (int i = 0; i < 3; i++) {
                assertThat(spanish.get(i)).as("reason %d in Spanish", i + 1).isNotEqualTo(english.get(i));
            }
            assertThat(String.join(" ", spanish)).doesNotContainPattern("\\b(claims|captures|gives up|your)\\b");
            assertThat(String.valueOf(js("return [...document.querySelectorAll('#board .engine-lines title')].map(t => t.textContent).join(' | ');")))
                    .contains("gana").doesNotContain("wins");
            // Analyse asks the engine again in the new language: its own reasons, in Japanese.
            new Select(driver.findElement(By.id("language"))).selectByValue("en");
            settle();
            js("document.getElementById('analyse').click();");
            settle();
            new Select(driver.findElement(By.id("language"))).selectByValue("ja");
            settle();
            assertThat(driver.findElements(By.cssSelector("#hint-box p.why[data-from='engine']"))).hasSize(3);
            assertThat(String.join(" ", whys())).containsPattern("[\\p{IsHiragana}\\p{IsKatakana}\\p{IsHan}]")
                    .doesNotContainPattern("\\b(claims|captures|gives up|your)\\b");
            js("document.getElementById('analyse').click();");
            new Select(driver.findElement(By.id("language"))).selectByValue("en");
            settle();
        });
    }

    private static List<String> whys() {
        return driver.findElements(By.cssSelector("#hint-box li.engine-line p.why")).stream().map(WebElement::getText).toList();
    }
}
