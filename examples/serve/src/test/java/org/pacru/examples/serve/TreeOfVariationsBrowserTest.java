package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.examples.serve.BrowserTest.clickField;
import static org.pacru.examples.serve.BrowserTest.driver;
import static org.pacru.examples.serve.BrowserTest.fragment;
import static org.pacru.examples.serve.BrowserTest.js;
import static org.pacru.examples.serve.BrowserTest.open;
import static org.pacru.examples.serve.BrowserTest.settle;
import static org.pacru.examples.serve.BrowserTest.shot;
import static org.pacru.examples.serve.BrowserTest.text;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.pacru.action.Action;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.game.Game;
import org.pacru.notation.Annotation;
import org.pacru.notation.GameRecord;
import org.pacru.notation.GameRecordWriter;
import org.pacru.notation.GameTree;
import org.pacru.notation.Glyph;
import org.pacru.notation.Ply;
import org.pacru.notation.Shape;
import org.pacru.notation.Variation;

/**
 * The page's tree of variations in real Chromium (issue 46, finding 3 and the done-when item "a game
 * with three nested variations round-trips through export/import and the link"): variations kept
 * beside the main line, nested, promoted and deleted; comments and glyphs on a ply; all of it in
 * the record of the share dialog and in the link.
 */
@ExtendWith(ChromiumPage.class)
class TreeOfVariationsBrowserTest {
    private static final String START = BrowserTest.START;

    // ---- a record with three nested variations, built from the engine's legal actions ----

    /** A legal line of `n` actions from a game, its first other than `avoid`. */
    private static List<Action> line(Game from, int n, Random r, Action avoid) {
        List<Action> actions = new ArrayList<>();
        Game g = from;
        for (int i = 0; i < n && !g.isOver(); i++) {
            List<Action> legal = new ArrayList<>(PacruRules.STANDARD.legalMoves(g.position()));
            if (i == 0) {
                legal.remove(avoid);
            }
            Action a = legal.get(r.nextInt(legal.size()));
            actions.add(a);
            g = g.play(a);
        }
        return actions;
    }

    private static Game after(Game from, List<Action> actions, int n) {
        Game g = from;
        for (int i = 0; i < n; i++) {
            g = g.play(actions.get(i));
        }
        return g;
    }

    private static List<Ply> plies(List<Action> actions) {
        List<Ply> plies = new ArrayList<>();
        for (Action a : actions) {
            plies.add(Ply.of(a));
        }
        return plies;
    }

    /**
     * A two-player game of 6 plies: its third ply has a variation (depth 1), whose second ply has
     * one (depth 2), whose second ply has one (depth 3); comments, glyphs and shapes on the way.
     * The canonical text, as the engine writes a tree: what the share dialog must show again.
     */
    static final class Nested {
        final String record;
        final List<String> deepest;

        Nested(long seed) {
            Random r = new Random(seed);
            Game start = Game.start(PacruRules.STANDARD, Position.initial(2));
            List<Action> main = line(start, 6, r, null);
            Game atBranch1 = after(start, main, 2);
            List<Action> v1 = line(atBranch1, 4, r, main.get(2));
            Game atBranch2 = after(atBranch1, v1, 1);
            List<Action> v2 = line(atBranch2, 3, r, v1.get(1));
            Game atBranch3 = after(atBranch2, v2, 1);
            List<Action> v3 = line(atBranch3, 2, r, v2.get(1));

            List<Ply> p3 = plies(v3);
            p3.set(0, new Ply(v3.get(0), new Annotation("the deepest", List.of(Glyph.BRILLIANT),
                    List.of(Shape.arrow(Shape.Color.GREEN, Field.E1, Field.E5), Shape.circle(Shape.Color.RED, Field.E4))), List.of()));
            List<Ply> p2 = plies(v2);
            p2.set(0, new Ply(v2.get(0), Annotation.comment("deeper"), List.of()));
            p2.set(1, new Ply(v2.get(1), Annotation.NONE, List.of(new Variation(Annotation.NONE, p3))));
            List<Ply> p1 = plies(v1);
            p1.set(0, new Ply(v1.get(0), new Annotation("a try", List.of(Glyph.MISTAKE), List.of()), List.of()));
            p1.set(1, new Ply(v1.get(1), Annotation.NONE, List.of(new Variation(Annotation.NONE, p2))));
            List<Ply> p0 = plies(main);
            p0.set(0, new Ply(main.get(0), new Annotation("the opening", List.of(Glyph.INTERESTING), List.of()), List.of()));
            p0.set(2, new Ply(main.get(2), Annotation.NONE, List.of(new Variation(Annotation.NONE, p1))));
            GameRecord plain = GameRecord.of(after(start, main, main.size()));
            record = GameRecordWriter.write(new GameTree(plain.tags(), plain.start(),
                    new Variation(new Annotation("before the first move", List.of(), List.of()), p0), List.of()));
            deepest = new ArrayList<>();
            for (Action a : List.of(main.get(0), main.get(1), v1.get(0), v2.get(0), v3.get(0), v3.get(1))) {
                deepest.add(a.toString());
            }
        }
    }

    /** Loads a record from the share dialog's record box. */
    private static void importRecord(String record) {
        driver.findElement(By.id("share")).click();
        settle();
        js("arguments[0].value = arguments[1];", driver.findElement(By.id("share-record")), record);
        driver.findElement(By.id("load-record")).click();
        settle();
    }

    /** The share dialog's record of the whole tree (the dialog closed again). */
    private static String sharedRecord() {
        driver.findElement(By.id("share")).click();
        settle();
        String record = driver.findElement(By.id("share-record")).getAttribute("value");
        driver.findElement(By.cssSelector("#share-dialog button[value='close']")).click();
        settle();
        return record;
    }

    /**
     * Clicks an element after scrolling it to the middle of the screen: on a phone the turn's bar is
     * fixed at the bottom and would take a click on what is under it.
     */
    private static void press(WebElement e) {
        js("arguments[0].scrollIntoView({block: 'center'});", e);
        e.click();
        settle();
    }

    /** The shapes drawn on the board's overlay. */
    private static List<String> boardShapes() {
        @SuppressWarnings("unchecked")
        List<String> shapes = (List<String>) js("return [...document.querySelectorAll('#board g.shapes g.shape')].map(g => g.dataset.shape);");
        return shapes;
    }

    /** Draws a shape as the mouse does, through overlay.js's toggle (the page's own instance), which reports it. */
    private static void drawShape(String shape) {
        ((org.openqa.selenium.JavascriptExecutor) driver).executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "import(new URL('js/overlay.js', document.baseURI).href).then(o => done(o.toggle(arguments[0])));", shape);
        settle();
    }

    /** Types into the comment box (scrolled into the middle of the screen first). */
    private static void type(String text) {
        WebElement box = driver.findElement(By.id("comment"));
        js("arguments[0].scrollIntoView({block: 'center'});", box);
        box.sendKeys(text);
        settle();
    }

    /** Opens the page's own link again, in a fresh page. */
    private static void reopenLink() {
        String link = driver.getCurrentUrl();
        open(link.substring(link.indexOf('#')));
    }

    /** The move list's text, variations, brackets and comments included. */
    private static String moveList() {
        return driver.findElement(By.id("moves")).getText();
    }

    /** The main line's moves in the move list: its round rows, without the variations. */
    private static List<String> mainLine() {
        return driver.findElements(By.cssSelector("#moves li.round-row button.ply")).stream().map(WebElement::getText).toList();
    }

    /** The button of the deepest variation's first move (three variations deep). */
    private static WebElement deepestFirst(Nested tree) {
        return driver.findElement(By.xpath("//*[@id='moves']//li[contains(@class,'variations')]//div[contains(@class,'variations')]"
                + "//div[contains(@class,'variations')]//button[starts-with(normalize-space(.), '" + tree.deepest.get(4) + "')]"));
    }

    private void threeNestedVariationsRoundTrip(String size) throws IOException {
        Nested tree = new Nested(46);
        open(fragment(START, null));
        importRecord(tree.record);
        // Three variations deep, in brackets, with their comments and glyphs.
        assertThat(driver.findElements(By.cssSelector("#moves li.variations .variation-line .variations .variation-line "
                + ".variations .variation-line"))).hasSize(1);
        String list = moveList();
        assertThat(list).contains("[", "]", "the opening", "a try", "deeper", "the deepest", "before the first move");
        assertThat(deepestFirst(tree).getText()).isEqualTo(tree.deepest.get(4) + "!!");
        shot("tree-nested-" + size);
        // Export: the record of the whole tree, as the engine writes it, shapes included.
        assertThat(sharedRecord()).isEqualTo(tree.record).contains("[%cal Ge1e5]", "[%csl Re4]");
        // The link: the same tree in a fresh page.
        assertThat(driver.getCurrentUrl()).contains("record=");
        reopenLink();
        assertThat(moveList()).isEqualTo(list);
        assertThat(sharedRecord()).isEqualTo(tree.record);
        // And back through the import: the exported record loads as the same tree.
        importRecord(sharedRecord());
        assertThat(moveList()).isEqualTo(list);

        // The ply on view is a line of the tree, and the link keeps it.
        press(deepestFirst(tree));
        settle();
        assertThat(driver.findElement(By.cssSelector("#moves button.ply[aria-current]")).getText()).isEqualTo(tree.deepest.get(4) + "!!");
        assertThat(driver.findElement(By.id("variation")).isDisplayed()).isTrue();
        // Its shapes are drawn on the board (overlay.js), the ply before has none.
        assertThat(boardShapes()).containsExactly("Ge1e5", "Re4");
        driver.findElement(By.tagName("body")).sendKeys(Keys.ARROW_LEFT);
        settle();
        assertThat(boardShapes()).isEmpty();
        driver.findElement(By.tagName("body")).sendKeys(Keys.ARROW_RIGHT);
        settle();
        reopenLink();
        assertThat(driver.findElement(By.cssSelector("#moves button.ply[aria-current]")).getText()).isEqualTo(tree.deepest.get(4) + "!!");
        assertThat(driver.findElements(By.cssSelector("#moves button.ply.current-line")).stream().map(WebElement::getText)
                .map(s -> s.replaceAll("[!?]+$", "")).toList()).isEqualTo(tree.deepest);
    }

    @Test
    @DisplayName("done when: a game with three nested variations round-trips through export/import and the link, comments, glyphs and shapes kept (desktop)")
    void threeNestedVariationsRoundTripOnADesktop() throws IOException {
        threeNestedVariationsRoundTrip("desktop");
    }

    @Test
    @DisplayName("done when: a game with three nested variations round-trips through export/import and the link, comments, glyphs and shapes kept (phone, 390 × 844)")
    void threeNestedVariationsRoundTripOnAPhone() throws IOException {
        BrowserTest.phone();
        threeNestedVariationsRoundTrip("phone");
        // Nothing wider than the phone: the nested variations wrap inside the list.
        assertThat(((Number) js("return document.documentElement.scrollWidth;")).intValue()).isLessThanOrEqualTo(390);
    }

    @Test
    @DisplayName("a comment and a glyph on the ply on view (and a comment on the start) show in the move list and are kept in the record and the link")
    void commentsAndGlyphsAreKept() throws IOException {
        for (boolean phone : new boolean[] {false, true}) {
            if (phone) {
                BrowserTest.phone();
            }
            open(fragment(START, null, "e1-e2", "a7-b7", "e2-e3"));
            press(driver.findElement(By.cssSelector("#moves li.round-row button.ply[data-ply='2']")));
            settle();
            assertThat(text("comment-label")).isEqualTo("Comment on 1. B a7-b7");
            // A circle drawn on the board (as a right click draws one) is kept in the ply's node.
            drawShape("Gd4");
            assertThat(boardShapes()).containsExactly("Gd4");
            press(driver.findElement(By.id("glyph-5")));
            settle();
            assertThat(driver.findElement(By.id("glyph-5")).getAttribute("aria-pressed")).isEqualTo("true");
            press(driver.findElement(By.id("glyph-2")));   // one move glyph at a time: ? replaces !?
            settle();
            assertThat(driver.findElement(By.id("glyph-5")).getAttribute("aria-pressed")).isEqualTo("false");
            type("B opens the {left} side");
            settle();
            assertThat(driver.findElement(By.cssSelector("#moves button.ply[data-ply='2']")).getText()).isEqualTo("a7-b7?");
            assertThat(moveList()).contains("B opens the {left} side");
            press(driver.findElement(By.cssSelector("#moves button.ply[data-ply='0']")));
            settle();
            assertThat(text("comment-label")).isEqualTo("Comment on the start");
            assertThat(driver.findElement(By.id("glyph-1")).isEnabled()).isFalse();
            type("a quiet start");
            settle();
            shot("tree-comments-" + (phone ? "phone" : "desktop"));
            String record = sharedRecord();
            assertThat(record).startsWith("[Format \"2\"]").contains("{a quiet start}").contains("a7-b7?")
                    .contains("{[%csl Gd4] B opens the");
            reopenLink();
            assertThat(sharedRecord()).isEqualTo(record);
            assertThat(moveList()).contains("a quiet start", "B opens the {left} side");
            press(driver.findElement(By.cssSelector("#moves li.round-row button.ply[data-ply='2']")));
            settle();
            assertThat(driver.findElement(By.id("comment")).getAttribute("value")).isEqualTo("B opens the {left} side");
            assertThat(driver.findElement(By.id("glyph-2")).getAttribute("aria-pressed")).isEqualTo("true");
            assertThat(boardShapes()).containsExactly("Gd4");
        }
    }

    /**
     * Finding 3. Run on the page before the tree (main at bb42ca6), it fails at its first check: the
     * status there reads "viewing after ply 1"; the variation then took the main line's place.
     */
    @Test
    @DisplayName("finding 3: variations at any ply are kept beside the main line, playing inside one never replaces it, the main line loses nothing, and the status counts rounds as the list does")
    void variationsAreKeptAndTheStatusCountsRounds() throws IOException {
        open(fragment(START, null, "e1-e2", "a7-b7", "e2-e3"));
        List<String> main = mainLine();
        press(driver.findElement(By.cssSelector("#moves li.round-row button.ply[data-ply='1']")));
        settle();
        assertThat(text("status")).contains("viewing after 1. A e1-e2").doesNotContain("ply");
        AnalysisBoardBrowserTest.playAMoveOtherThan("b7");
        String first = driver.findElement(By.cssSelector("#moves button.ply[aria-current]")).getText();
        // The main line stays in the list, the variation under the move it replaces, in brackets.
        assertThat(mainLine()).isEqualTo(main);
        assertThat(driver.findElements(By.cssSelector("#moves li.variations .variation-line"))).hasSize(1);
        assertThat(driver.findElement(By.cssSelector("#moves li.variations")).getText()).startsWith("[1... " + first).endsWith("]");
        // At the variation's end it goes on.
        AnalysisBoardBrowserTest.playAMoveOtherThan("none");
        String second = driver.findElement(By.cssSelector("#moves button.ply[aria-current]")).getText();
        assertThat(driver.findElement(By.cssSelector("#moves li.variations")).getText())
                .isEqualTo("[1... " + first + " 2. " + second + "]");
        // Another move at the same ply of the main line: a second variation, the first one kept.
        press(driver.findElement(By.cssSelector("#moves li.round-row button.ply[data-ply='1']")));
        settle();
        playAMoveOtherThanBoth(first.substring(first.length() - 2), "b7");
        assertThat(driver.findElements(By.cssSelector("#moves li.variations > .variation-line"))).hasSize(2);
        // Playing again inside the first variation, at its own earlier ply: a variation inside it, nothing replaced.
        press(driver.findElements(By.cssSelector("#moves li.variations .variation-line button.ply")).get(0));
        settle();
        playAMoveOtherThanBoth(second.substring(second.length() - 2), "none");
        String firstLine = driver.findElements(By.cssSelector("#moves li.variations > .variation-line")).get(0).getText();
        assertThat(firstLine).startsWith("[1... " + first + " 2. " + second).contains("[2. ");
        assertThat(driver.findElements(By.cssSelector("#moves li.variations > .variation-line .variations .variation-line"))).hasSize(1);
        assertThat(mainLine()).isEqualTo(main);
        int plies = driver.findElements(By.cssSelector("#moves button.ply")).size();
        // A move that is already there is followed, not added again.
        press(driver.findElement(By.cssSelector("#moves button.ply[data-ply='0']")));
        settle();
        clickField("e1");
        clickField("e2");
        for (int i = 0; i < 5 && !"1".equals(currentPly()); i++) {
            driver.findElements(By.cssSelector("#choices button")).get(0).click();
            settle();
        }
        assertThat(currentPly()).isEqualTo("1");
        assertThat(driver.findElements(By.cssSelector("#moves button.ply"))).hasSize(plies);
        shot("tree-finding-3");
        // Back to the main line: nothing is lost.
        press(driver.findElements(By.cssSelector("#moves li.variations .variation-line button.ply")).get(0));
        settle();
        assertThat(text("status")).contains("viewing after 1. B ");
        press(driver.findElement(By.id("main-line")));
        settle();
        assertThat(mainLine()).isEqualTo(main);
        assertThat(driver.findElements(By.cssSelector("#moves button.ply"))).hasSize(plies);
        assertThat(currentPly()).isEqualTo("1");
    }

    /** Plays, by clicks, a move of the player to move whose destination is neither field. */
    private static void playAMoveOtherThanBoth(String one, String other) {
        int before = driver.findElements(By.cssSelector("#moves button.ply")).size();
        List<String> starts = driver.findElements(By.cssSelector("#board .mark.start")).stream()
                .map(m -> m.getAttribute("data-field")).toList();
        for (String start : starts) {
            clickField(start);
            List<String> targets = driver.findElements(By.cssSelector("#board .mark.target")).stream()
                    .map(m -> m.getAttribute("data-field")).filter(f -> !f.equals(one) && !f.equals(other)).toList();
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
        throw new AssertionError("no move other than to " + one + " or " + other);
    }

    private static String currentPly() {
        return driver.findElement(By.cssSelector("#moves button.ply[aria-current]")).getAttribute("data-ply");
    }

    @Test
    @DisplayName("promote a variation one step up, make it the main line, and delete from a ply on, by buttons and the keyboard")
    void promoteMakeMainAndDelete() {
        Nested tree = new Nested(46);
        open(fragment(START, null));
        importRecord(tree.record);
        press(deepestFirst(tree));
        settle();
        press(driver.findElement(By.id("promote")));
        settle();
        // One step up: now two variations deep, the move it replaced its first variation.
        assertThat(driver.findElements(By.cssSelector("#moves li.variations .variation-line .variations .variation-line "
                + ".variations .variation-line"))).hasSize(1);
        WebElement promoted = driver.findElement(By.cssSelector("#moves button.ply[aria-current]"));
        assertThat(promoted.getText()).startsWith(tree.deepest.get(4));
        assertThat(driver.findElement(By.xpath("//*[@id='moves']//li[contains(@class,'variations')]/div/div[contains(@class,'variations')]"
                + "/div/button[starts-with(normalize-space(.), '" + tree.deepest.get(4) + "')]")).isDisplayed()).isTrue();
        press(driver.findElement(By.id("make-main")));
        settle();
        assertThat(mainLine().stream().map(s -> s.replaceAll("[!?]+$", "")).toList()).isEqualTo(tree.deepest);
        assertThat(driver.findElement(By.id("variation")).isDisplayed()).isFalse();
        assertThat(driver.findElement(By.id("promote")).isEnabled()).isFalse();
        // Delete from the ply on view, by the keyboard: the ply before it is then on view.
        int before = driver.findElements(By.cssSelector("#moves button.ply")).size();
        WebElement delete = driver.findElement(By.id("delete-ply"));
        js("arguments[0].focus();", delete);
        delete.sendKeys(Keys.ENTER);
        settle();
        assertThat(driver.findElements(By.cssSelector("#moves button.ply")).size()).isEqualTo(before - 2);
        assertThat(currentPly()).isEqualTo("4");
        assertThat(text("announce")).contains(tree.deepest.get(4));
        assertThat(sharedRecord()).doesNotContain(" " + tree.deepest.get(4) + "!!");
    }

    @Test
    @DisplayName("a link of the page before the tree (main= and branch=) opens with its variation beside the main line")
    void anOldVariationLinkStillOpens() {
        open(fragment(START, null, "e1-e2", "a1-b2") + "&main=" + URLEncoder.encode("e1-e2 a7-b7 e2-e3", StandardCharsets.UTF_8)
                .replace("+", "%20") + "&branch=1");
        assertThat(mainLine()).containsExactly("e1-e2", "a7-b7", "e2-e3");
        assertThat(driver.findElement(By.cssSelector("#moves li.variations")).getText()).isEqualTo("[1... a1-b2]");
        assertThat(driver.findElement(By.cssSelector("#moves button.ply[aria-current]")).getText()).isEqualTo("a1-b2");
    }

    @Test
    @DisplayName("finding 10: a record without tags (\"1. e1-e2 a7-b7\") is still accepted by the import")
    void aRecordWithoutTagsIsAccepted() {
        open(fragment(START, null));
        importRecord("1. e1-e2 a7-b7");
        assertThat(driver.findElement(By.id("share-dialog")).getAttribute("open")).isNull();
        assertThat(mainLine()).containsExactly("e1-e2", "a7-b7");
    }
}
