package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.examples.serve.BrowserTest.clickField;
import static org.pacru.examples.serve.BrowserTest.driver;
import static org.pacru.examples.serve.BrowserTest.fragment;
import static org.pacru.examples.serve.BrowserTest.gameOf;
import static org.pacru.examples.serve.BrowserTest.js;
import static org.pacru.examples.serve.BrowserTest.open;
import static org.pacru.examples.serve.BrowserTest.settle;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.game.Game;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;

/**
 * The findings of a player's trial of the page (issue 46), in a real browser (headless Chromium
 * through {@link BrowserTest}'s driver), each on a desktop (1366 × 900) and a phone (390 × 844).
 * No timing is asserted: every check waits for the page to settle.
 */
@ExtendWith(ChromiumPage.class)
class PlayerTrialBrowserTest {
    private static final String START = BrowserTest.START;

    /** Runs a check on a desktop, then again on a phone. */
    private static void onDesktopAndPhone(Runnable check) {
        check.run();
        BrowserTest.phone();
        check.run();
    }

    /** Opens a game the computer plays, paused at once (Pause), and waits until the page has settled. */
    private static void openPaused(String fragment) {
        driver.get("about:blank");
        driver.get(BrowserTest.base + "favicon.svg");
        js("localStorage.setItem('pacru.welcomed', '1');");
        driver.get(BrowserTest.base + fragment);
        js("window.__pacruErrors = []; window.addEventListener('error', e => window.__pacruErrors.push(String(e.message)));");
        new WebDriverWait(driver, Duration.ofSeconds(30)).until(d -> "true".equals(js("return String(document.body.dataset.ready === 'true');")));
        js("document.getElementById('pause').click();");
        settle();
    }

    private static int plyCount() {
        return ((Number) js("return document.querySelectorAll('#moves button.ply').length - 1;")).intValue();
    }

    private static String currentPly() {
        return driver.findElement(By.cssSelector("#moves button.ply[aria-current]")).getAttribute("data-ply");
    }

    /** Plays, by clicks on the board, the first move offered (the first chevron, its first destination). */
    static void playAMoveByClicks() {
        int before = driver.findElements(By.cssSelector("#moves button.ply")).size();
        clickField(driver.findElement(By.cssSelector("#board .mark.start")).getAttribute("data-field"));
        clickField(driver.findElement(By.cssSelector("#board .mark.target, #board .mark.capture")).getAttribute("data-field"));
        for (int i = 0; i < 10 && driver.findElements(By.cssSelector("#moves button.ply")).size() == before; i++) {
            List<org.openqa.selenium.WebElement> fields = driver.findElements(By.cssSelector("#board .mark.choice"));
            if (fields.isEmpty()) {
                driver.findElements(By.cssSelector("#choices button")).get(0).click();
                settle();
            } else {
                clickField(fields.get(0).getAttribute("data-field"));
            }
        }
        assertThat(driver.findElements(By.cssSelector("#moves button.ply"))).hasSize(before + 1);
    }

    // ---- finding 1: the arrow keys step after a move played by clicks ----

    @Test
    @DisplayName("finding 1: after a move played by clicking the board, ← and → step through the game (the board keeps no focus)")
    void arrowKeysStepAfterAMovePlayedByClicks() {
        onDesktopAndPhone(() -> {
            open(gameOf(2, 2, null));
            playAMoveByClicks();
            assertThat(plyCount()).isEqualTo(3);
            new Actions(driver).sendKeys(Keys.ARROW_LEFT).perform();
            settle();
            assertThat(currentPly()).as("← after a move by clicks").isEqualTo("2");
            new Actions(driver).sendKeys(Keys.ARROW_LEFT).perform();
            settle();
            assertThat(currentPly()).isEqualTo("1");
            new Actions(driver).sendKeys(Keys.ARROW_RIGHT).perform();
            settle();
            assertThat(currentPly()).as("→").isEqualTo("2");
            // A text field keeps its keys.
            driver.findElement(By.id("explain-action")).sendKeys("e1" + Keys.ARROW_LEFT);
            settle();
            assertThat(currentPly()).as("← in the Action field moves its caret only").isEqualTo("2");
        });
    }

    // ---- finding 2: Undo in a computer game ----

    @Test
    @DisplayName("finding 2: Undo in a paused game the computer plays at every seat takes back one ply, not the whole game")
    void undoInAComputerGameTakesBackOnePly() {
        onDesktopAndPhone(() -> {
            openPaused(gameOf(4, 9, "A:random,B:random,C:random,D:random"));
            int before = plyCount();
            assertThat(before).isGreaterThanOrEqualTo(9);
            driver.findElement(By.id("undo")).click();
            settle();
            assertThat(plyCount()).as("plies after one Undo").isEqualTo(before - 1);
        });
    }

    @Test
    @DisplayName("finding 2: Undo against the computer takes back to the person's last decision, past the computer's replies")
    void undoAgainstTheComputerGoesBackToThePersonsTurn() {
        onDesktopAndPhone(() -> {
            // After 8 plies A, the person, is to move: Undo takes back A's move of ply 5 and the replies.
            openPaused(gameOf(4, 8, "B:random,C:random,D:random"));
            assertThat(plyCount()).isEqualTo(8);
            driver.findElement(By.id("undo")).click();
            settle();
            assertThat(plyCount()).as("plies after one Undo").isEqualTo(4);
            driver.findElement(By.id("undo")).click();
            settle();
            assertThat(plyCount()).as("plies after a second Undo").isEqualTo(0);
        });
    }

    // ---- finding 18: the explanation marks the blocking chevron, not an empty field ----

    @Test
    @DisplayName("finding 18: a move blocked by a chevron (R3.4) marks the blocking chevron's field as the broken rule, not the empty field before it")
    void aBlockedMoveMarksTheBlockingChevron() {
        onDesktopAndPhone(() -> {
            // A's chevron on e5 facing N with markers around it (range 3), B's chevron on e7; e6 is empty.
            open(fragment("8.BS/9/4.BS4/3a5/3aaANa3/3a1a3/9/9/9 A 2", null));
            driver.findElement(By.id("explain-action")).sendKeys("e5-e8");
            driver.findElement(By.cssSelector("#explain-form button[type=submit]")).click();
            settle();
            assertThat(BrowserTest.text("explanation")).contains("ILLEGAL").contains("R3.4");
            assertThat(driver.findElements(By.cssSelector("#board g.mark.problem[data-field='e7']")))
                    .as("the blocking chevron's field marked").hasSize(1);
            assertThat(driver.findElements(By.cssSelector("#board g.mark.problem[data-field='e6']")))
                    .as("the empty field passed over not marked as the broken rule").isEmpty();
        });
    }

    // ---- finding 16: the player list follows the position on view ----

    /** A's chevrons on d4 facing NE and e4 facing N, B's only chevron on e5: A's capture puts B out (R8.2) and ends the game. */
    private static final String B_ABOUT_TO_GO_OUT = "9/9/9/9/4.BS4/3aANEaAN4/9/9/9 A 2";

    /** The action of A that puts B out from {@link #B_ABOUT_TO_GO_OUT}, found by the rules. */
    private static String theCaptureThatPutsBOut() {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        Position start = PositionNotation.parse(B_ABOUT_TO_GO_OUT);
        return rules.legalMoves(start).stream()
                .filter(m -> Game.start(rules, start).play(m).position().isOut(org.pacru.board.Player.B))
                .findFirst().orElseThrow().toString();
    }

    @Test
    @DisplayName("finding 16: viewing the position before a player went out, the player list does not say they are out")
    void thePlayerListFollowsThePositionOnView() {
        String capture = theCaptureThatPutsBOut();
        onDesktopAndPhone(() -> {
            open(fragment(B_ABOUT_TO_GO_OUT, null, capture));
            assertThat(BrowserTest.text("players")).contains("out (R8.2)");
            js("document.getElementById('first').click();");
            settle();
            assertThat(currentPly()).isEqualTo("0");
            assertThat(BrowserTest.text("players")).as("the player list at the start").doesNotContain("out (R8.2)");
            js("document.getElementById('last').click();");
            settle();
            assertThat(BrowserTest.text("players")).contains("out (R8.2)");
        });
    }

    // ---- finding 15: the set-up's player to move and a decided position ----

    @Test
    @DisplayName("finding 15: set-up from 4 players with C to move down to 2 makes A the player to move (no R1.5 problem)")
    void fewerPlayersInTheSetUpMoveTheTurnToA() {
        onDesktopAndPhone(() -> {
            open(gameOf(4, 0, null));
            js("document.getElementById('setup-mode').click();");
            settle();
            js("document.getElementById('setup-clear').click();");
            settle();
            clickField("e1");
            new Select(driver.findElement(By.id("tool-owner"))).selectByVisibleText("B");
            clickField("e9");
            new Select(driver.findElement(By.id("setup-tomove"))).selectByVisibleText("C");
            settle();
            assertThat(BrowserTest.text("status")).contains("C to move");
            new Select(driver.findElement(By.id("setup-players"))).selectByVisibleText("2");
            settle();
            assertThat(new Select(driver.findElement(By.id("setup-tomove"))).getFirstSelectedOption().getAttribute("value")).isEqualTo("A");
            assertThat(BrowserTest.text("status")).contains("2 players, A to move").doesNotContain("problem");
            assertThat(BrowserTest.text("problems")).doesNotContain("R1.5");
            assertThat(driver.findElement(By.id("setup-play")).isEnabled()).isTrue();
        });
    }

    @Test
    @DisplayName("finding 15: a set-up position already decided (only A has chevrons) says the game is over and offers no Play from here")
    void aDecidedSetUpIsNotOfferedToPlay() {
        onDesktopAndPhone(() -> {
            open(gameOf(2, 0, null));
            js("document.getElementById('setup-mode').click();");
            settle();
            js("document.getElementById('setup-clear').click();");
            settle();
            clickField("e5");
            assertThat(BrowserTest.text("problems")).contains("already over").doesNotContain("valid");
            assertThat(driver.findElement(By.id("setup-play")).isEnabled()).isFalse();
            assertThat(driver.findElement(By.id("setup-explain")).isEnabled()).isFalse();
        });
    }

    // ---- finding 11: an import resets the seats ----

    @Test
    @DisplayName("finding 11: a game record or position imported after a game against the computer is played by people at every seat")
    void anImportResetsTheSeatsToPeople() {
        onDesktopAndPhone(() -> {
            for (String load : List.of("load-record", "load-position")) {
                open(gameOf(2, 2, "B:mcts:1000"));
                assertThat(BrowserTest.text("players")).contains("the computer, strong");
                js("document.getElementById('share').click();");
                js("document.getElementById('" + load + "').click();");
                settle();
                assertThat(BrowserTest.text("players")).as("seats after " + load).doesNotContain("computer");
                assertThat(driver.getCurrentUrl()).doesNotContain("computer=");
            }
        });
    }

    // ---- finding 9: Abstract Play moves load from the standard start, and say so ----

    /** The start position of the game on view, as the page's link holds it. */
    private static String startOnView() {
        return String.valueOf(js("return new URLSearchParams(location.hash.slice(1)).get('start');"));
    }

    @Test
    @DisplayName("finding 9: Abstract Play moves of a normal game load from the standard start after a set-up position, and the page says which start")
    void abstractPlayMovesLoadFromTheStandardStart() {
        onDesktopAndPhone(() -> {
            open(gameOf(2, 4, null));
            String standard = startOnView();
            js("document.getElementById('share').click();");
            String moves = String.valueOf(js("return document.getElementById('share-ap').value;"));
            js("document.querySelector('#share-dialog button[value=close]').click();");
            assertThat(moves.split("\n")).hasSize(4);
            open(fragment("8.BS/9/4.BS4/3a5/3aaANa3/3a1a3/9/9/9 A 2", null));   // a set-up position
            js("document.getElementById('share').click();");
            js("document.getElementById('share-ap').value = arguments[0];", moves);
            js("document.getElementById('load-ap').click();");
            settle();
            assertThat(plyCount()).as("plies loaded").isEqualTo(4);
            assertThat(startOnView()).as("the start the moves were loaded from").isEqualTo(standard);
            assertThat(driver.findElement(By.id("import-notice")).isDisplayed()).isTrue();
            assertThat(BrowserTest.text("import-notice")).contains("the standard start, 2 players");
        });
    }

    // ---- finding 12: New game keeps the level chosen last ----

    @Test
    @DisplayName("finding 12: New game offers the computer's level chosen last, for every computer seat and after a reload")
    void newGameKeepsTheLevelChosenLast() {
        onDesktopAndPhone(() -> {
            open(gameOf(2, 0, null));
            js("document.getElementById('new-game').click();");
            new Select(driver.findElement(By.id("seat-B"))).selectByValue("mcts:5000");
            js("document.getElementById('new-start').click();");
            settle();
            assertThat(BrowserTest.text("players")).contains("the computer, strongest");
            js("document.getElementById('new-game').click();");
            assertThat(new Select(driver.findElement(By.id("seat-B"))).getFirstSelectedOption().getAttribute("value")).isEqualTo("mcts:5000");
            new Select(driver.findElement(By.id("new-players"))).selectByVisibleText("3");
            assertThat(new Select(driver.findElement(By.id("seat-C"))).getFirstSelectedOption().getAttribute("value")).isEqualTo("mcts:5000");
            js("document.getElementById('new-cancel').click();");
            // A visit without a link starts against the level chosen last.
            open("");
            assertThat(BrowserTest.text("players")).contains("B (blue): the computer, strongest");
            js("localStorage.removeItem('pacru.level');");
        });
    }

    // ---- finding 7: the hint follows a language switch ----

    @Test
    @DisplayName("finding 7: after switching the language the hint on view is written in the new language")
    void theHintFollowsTheLanguage() {
        onDesktopAndPhone(() -> {
            open(gameOf(2, 0, null) + "&lang=en");
            js("document.getElementById('hint').click();");
            settle();
            assertThat(BrowserTest.text("hint-box")).contains("Best actions for").contains("Evaluation:");
            int actions = driver.findElements(By.cssSelector("#hint-box button.hint-action")).size();
            new Select(driver.findElement(By.id("language"))).selectByValue("es");
            settle();
            assertThat(BrowserTest.text("hint-box")).contains("Mejores acciones para").contains("Evaluación:")
                    .doesNotContain("Best actions").doesNotContain("Evaluation:");
            assertThat(driver.findElements(By.cssSelector("#hint-box button.hint-action"))).hasSize(actions);
            new Select(driver.findElement(By.id("language"))).selectByValue("en");
            settle();
        });
    }

    // ---- finding 14: every move whole on one line in the move list ----

    @Test
    @DisplayName("finding 14: no move in the move list is cut or wrapped in its button, for 2 and 4 players, on a desktop and a phone")
    void noMoveIsCutOrWrapped() {
        onDesktopAndPhone(() -> {
            for (int players : List.of(2, 4)) {
                open(gameOf(players, 48, null));
                Object bad = js("const one = document.querySelector('#moves li.start button.ply').getBoundingClientRect().height;"
                        + "return [...document.querySelectorAll('#moves button.ply')].filter(b => b.scrollWidth > b.clientWidth + 1"
                        + " || b.getBoundingClientRect().height > one + 1).map(b => b.textContent + ' ' + b.scrollWidth + '/' + b.clientWidth"
                        + " + ' h' + b.getBoundingClientRect().height);");
                assertThat((List<?>) bad).as("moves cut or wrapped, %d players", players).isEmpty();
                Object longest = js("return Math.max(...[...document.querySelectorAll('#moves button.ply')].map(b => b.textContent.length));");
                assertThat(((Number) longest).intValue()).as("the game has long actions to show").isGreaterThanOrEqualTo(9);
            }
        });
    }

    // ---- finding 17: no welcome button that does nothing ----

    @Test
    @DisplayName("finding 17: the desktop welcome shows its four lines and no \"How to play, in four lines\" button; on a phone the button shows them")
    void theWelcomeOffersNoButtonThatDoesNothing() {
        BrowserTest.openAsNewcomer(gameOf(2, 0, null), true);
        assertThat(driver.findElement(By.id("welcome")).isDisplayed()).isTrue();
        assertThat(driver.findElement(By.cssSelector("#welcome ul")).isDisplayed()).isTrue();
        assertThat(driver.findElement(By.id("welcome-more")).isDisplayed()).as("the desktop's four-lines button").isFalse();
        BrowserTest.phone();
        BrowserTest.openAsNewcomer(gameOf(2, 0, null), true);
        assertThat(driver.findElement(By.cssSelector("#welcome ul")).isDisplayed()).isFalse();
        assertThat(driver.findElement(By.id("welcome-more")).isDisplayed()).isTrue();
        js("document.getElementById('welcome-more').click();");
        assertThat(driver.findElement(By.cssSelector("#welcome ul")).isDisplayed()).isTrue();
        assertThat(driver.findElement(By.id("welcome-more")).isDisplayed()).as("the button once the lines are shown").isFalse();
        js("document.getElementById('welcome-close').click();");
    }

    // ---- finding 13: the phone's bar holds the game's steps and the computer's Pause and Step ----

    @Test
    @DisplayName("finding 13: on a phone a 4-player computer game shows the whole board and ◀ ▶ Pause Step together, in the fixed bar")
    void onAPhoneTheBoardAndStepFitTogether() {
        BrowserTest.phone();
        openPaused(gameOf(4, 8, "A:random,B:random,C:random,D:random"));
        js("window.scrollTo(0, 0);");
        java.util.Map<?, ?> r = (java.util.Map<?, ?>) js("const b = document.getElementById('board').getBoundingClientRect();"
                + "const t = document.getElementById('turn').getBoundingClientRect();"
                + "const seen = id => { const e = document.getElementById(id); const r = e.getBoundingClientRect();"
                + " const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);"
                + " return r.top >= 0 && r.bottom <= window.innerHeight && at !== null && e.contains(at); };"
                + "return {boardTop: b.top, boardBottom: b.bottom, barTop: t.top, height: window.innerHeight,"
                + " previous: seen('previous'), next: seen('next'), pause: seen('pause'), step: seen('step-computer')};");
        assertThat(((Number) r.get("boardTop")).doubleValue()).as("the board's top " + r).isGreaterThanOrEqualTo(0);
        assertThat(((Number) r.get("boardBottom")).doubleValue()).as("the board above the fixed bar " + r)
                .isLessThanOrEqualTo(((Number) r.get("barTop")).doubleValue() + 1);
        assertThat(r.get("previous")).as("◀ on screen " + r).isEqualTo(true);
        assertThat(r.get("next")).as("▶ on screen " + r).isEqualTo(true);
        assertThat(r.get("pause")).as("Pause on screen " + r).isEqualTo(true);
        assertThat(r.get("step")).as("Step on screen " + r).isEqualTo(true);
        int before = plyCount();
        driver.findElement(By.id("step-computer")).click();
        settle();
        assertThat(plyCount()).as("Step clicked on the phone").isEqualTo(before + 1);
    }

    // ---- finding 8: Spanish writes O for oeste everywhere ----

    @Test
    @DisplayName("finding 8: the Spanish page writes O, SO, NO for west in the set-up and in the explanation alike")
    void spanishWritesOForWest() {
        onDesktopAndPhone(() -> {
            open(fragment("8.BS/9/4.BS4/3a5/3aaANa3/3a1a3/9/9/9 A 2", null) + "&lang=es");
            assertThat(driver.findElement(By.cssSelector("#tool-facing option[value=W]")).getAttribute("textContent")).isEqualTo("O (oeste)");
            assertThat(driver.findElement(By.cssSelector("#tool-facing option[value=NW]")).getAttribute("textContent")).isEqualTo("NO (noroeste)");
            driver.findElement(By.id("explain-action")).clear();
            driver.findElement(By.id("explain-action")).sendKeys("e5-e6");
            js("document.querySelector('#explain-form button[type=submit]').click();");
            settle();
            assertThat(BrowserTest.text("explanation")).contains("hacia NO, N o NE").doesNotContain("NW");
            try {
                BrowserTest.shot(java.util.Objects.equals(js("return String(window.innerWidth < 600);"), "true")
                        ? "phone-spanish-compass" : "desktop-spanish-compass");
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }
}
