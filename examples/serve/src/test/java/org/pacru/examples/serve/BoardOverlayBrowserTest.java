package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.examples.serve.BrowserTest.clickField;
import static org.pacru.examples.serve.BrowserTest.driver;
import static org.pacru.examples.serve.BrowserTest.fragment;
import static org.pacru.examples.serve.BrowserTest.js;
import static org.pacru.examples.serve.BrowserTest.open;
import static org.pacru.examples.serve.BrowserTest.settle;
import static org.pacru.examples.serve.BrowserTest.shot;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.interactions.KeyInput;
import org.openqa.selenium.interactions.Pause;
import org.openqa.selenium.interactions.PointerInput;
import org.openqa.selenium.interactions.Sequence;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.notation.PositionNotation;

/**
 * The board's overlay in a real browser (pacru serve's page, headless Chromium through {@link
 * BrowserTest}'s driver): the board turned to each seat's view (the turn button, the F key and
 * the link's orient=), clicks and the keyboard on the turned board, the arrows and circles drawn
 * with the right mouse button and the modifier keys as on Lichess, the engine's numbered arrows and
 * the preview of another position (js/overlay.js, contract C2 of issue 46).
 */
@ExtendWith(ChromiumPage.class)
class BoardOverlayBrowserTest {
    private static final String START = BrowserTest.START;
    private static final String FOUR = PositionNotation.format(Position.initial(4));

    /** A taller window than {@link ChromiumPage}'s: the board and its tools together. */
    @BeforeEach
    void desktop() {
        BrowserTest.screen(new Dimension(1280, 1000));
    }

    /** The middle of the field drawn at a column and row of the screen (0 to 8 from the top left), in the viewport. */
    private static List<Number> cellPoint(int col, int row) {
        @SuppressWarnings("unchecked")
        List<Number> point = (List<Number>) js("const svg = document.querySelector('#board svg');"
                + "const r = svg.getBoundingClientRect(); const s = r.width / svg.viewBox.baseVal.width;"
                + "return [r.left + (2 + (arguments[0] + 0.5) * 60) * s, r.top + (2 + (arguments[1] + 0.5) * 60) * s];", col, row);
        return point;
    }

    /** The field whose click target is on the screen at a column and row of the board as drawn. */
    private static String fieldOnScreen(int col, int row) {
        List<Number> p = cellPoint(col, row);
        return (String) js("const e = document.elementFromPoint(arguments[0], arguments[1]);"
                + "return e && e.closest('rect.hit') ? e.closest('rect.hit').dataset.field : null;", p.get(0), p.get(1));
    }

    private static String orientation() {
        return (String) js("return document.querySelector('#board svg').dataset.orientation + ' '"
                + " + document.querySelector('#board svg').dataset.angle;");
    }

    /** The coordinates along an edge of the screen ("bottom": left to right, "left": top to bottom). */
    private static String labels(String edge) {
        return (String) js("return [...document.querySelectorAll('#board text.coordinate[data-edge=' + arguments[0] + ']')]"
                + ".map(t => t.textContent).join('');", edge);
    }

    private static void pressF() {
        new Actions(driver).sendKeys("f").perform();
        settle();
    }

    /**
     * A drag with the right mouse button from the middle of one field to another (the same: a
     * right click), real mouse events through WebDriver's actions, with keys held.
     */
    private static void rightDrag(String from, String to, Keys... held) {
        PointerInput mouse = new PointerInput(PointerInput.Kind.MOUSE, "mouse");
        KeyInput keyboard = new KeyInput("keyboard");
        Sequence m = new Sequence(mouse, 0);
        Sequence k = new Sequence(keyboard, 0);
        for (Keys key : held) {
            k.addAction(keyboard.createKeyDown(key.charAt(0)));
            m.addAction(new Pause(mouse, Duration.ZERO));
        }
        List<Number> a = fieldPoint(from);
        List<Number> b = fieldPoint(to);
        m.addAction(mouse.createPointerMove(Duration.ZERO, PointerInput.Origin.viewport(), a.get(0).intValue(), a.get(1).intValue()));
        m.addAction(mouse.createPointerDown(PointerInput.MouseButton.RIGHT.asArg()));
        m.addAction(mouse.createPointerMove(Duration.ofMillis(150), PointerInput.Origin.viewport(), b.get(0).intValue(), b.get(1).intValue()));
        m.addAction(mouse.createPointerUp(PointerInput.MouseButton.RIGHT.asArg()));
        for (int i = 0; i < 4; i++) {
            k.addAction(new Pause(keyboard, Duration.ZERO));
        }
        for (Keys key : held) {
            k.addAction(keyboard.createKeyUp(key.charAt(0)));
            m.addAction(new Pause(mouse, Duration.ZERO));
        }
        driver.perform(List.of(k, m));
        settle();
    }

    /** The middle of a field's click target in the viewport, wherever the board is turned. */
    private static List<Number> fieldPoint(String field) {
        @SuppressWarnings("unchecked")
        List<Number> point = (List<Number>) js("const r = document.querySelector(\"#board rect.hit[data-field='\" + arguments[0] + \"']\")"
                + ".getBoundingClientRect(); return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];", field);
        return point;
    }

    private static List<String> shapes() {
        @SuppressWarnings("unchecked")
        List<String> shapes = (List<String>) js("return [...document.querySelectorAll('#board g.shapes g.shape')].map(g => g.dataset.shape);");
        return shapes;
    }

    /** Calls an export of js/overlay.js, the page's own instance of the module, and waits for the page to settle. */
    private static Object overlay(String call) {
        Object result = ((org.openqa.selenium.JavascriptExecutor) driver).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                + "import(new URL('js/overlay.js', document.baseURI).href).then(o => " + call + ")"
                + ".then(r => done(r === undefined ? null : r), e => done('error: ' + e));");
        settle();
        return result;
    }

    // ---- turning the board ----

    @Test
    @DisplayName("two players: the turn button puts B's side at the bottom (e9 at the bottom middle, rank 9 nearest), the link keeps orient=B, and a click plays the field on screen there")
    void twoPlayersFlip() throws IOException {
        open(fragment(START, null));
        assertThat(orientation()).isEqualTo("A 0");
        assertThat(fieldOnScreen(4, 8)).isEqualTo("e1");
        assertThat(labels("bottom")).isEqualTo("abcdefghi");
        assertThat(labels("left")).isEqualTo("987654321");
        driver.findElement(By.id("turn-board")).click();
        settle();
        assertThat(orientation()).isEqualTo("B 180");
        assertThat(driver.getCurrentUrl()).contains("orient=B");
        assertThat(BrowserTest.text("orientation")).isEqualTo("B (blue) at the bottom");
        assertThat(fieldOnScreen(4, 8)).isEqualTo("e9");
        assertThat(fieldOnScreen(0, 0)).isEqualTo("i1");
        // The coordinates stay on the screen's bottom and left edges, upright, outside the turned group.
        assertThat(labels("bottom")).isEqualTo("ihgfedcba");
        assertThat(labels("left")).isEqualTo("123456789");
        assertThat(js("return document.querySelector('#board g.turned text.coordinate') === null;")).isEqualTo(true);
        // A's chevron on e1 is now at the top middle: a click there selects it.
        List<Number> top = cellPoint(4, 0);
        new Actions(driver).moveToLocation(top.get(0).intValue(), top.get(1).intValue()).click().perform();
        settle();
        assertThat(driver.findElements(By.cssSelector("#board .mark.selected[data-field='e1']"))).hasSize(1);
        shot("overlay-flipped");
        // The last move's frame and a problem's "!" turn with the board, the "!" turned back upright.
        js("drawBoard(arguments[0], {e5: 'problem'});", START);
        settle();
        assertThat(js("return document.querySelector('#board .mark.problem text').getAttribute('transform');"))
                .asString().startsWith("rotate(-180 ");
        // A fresh page from the link alone is turned the same way; F turns it back.
        String link = driver.getCurrentUrl();
        open(link.substring(link.indexOf('#')));
        assertThat(orientation()).isEqualTo("B 180");
        pressF();
        assertThat(orientation()).isEqualTo("A 0");
        assertThat(driver.getCurrentUrl()).doesNotContain("orient=");
    }

    @Test
    @DisplayName("four players: the board opens north at the top (D's side, south, at the bottom); F cycles A (east side at the bottom, i5 there), B (west, a5), C (north, e9), D (south, e1), as the start layouts of R1.6 seat them")
    void fourPlayersCycle() {
        open(fragment(FOUR, null));
        List<String> seen = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            if (i > 0) {
                pressF();
            }
            seen.add(orientation() + " " + fieldOnScreen(4, 8) + " " + labels("bottom") + " " + labels("left"));
        }
        assertThat(seen).containsExactly(
                "D 0 e1 abcdefghi 987654321",
                "A 90 i5 123456789 abcdefghi",
                "B 270 a5 987654321 ihgfedcba",
                "C 180 e9 ihgfedcba 123456789",
                "D 0 e1 abcdefghi 987654321",
                "A 90 i5 123456789 abcdefghi");
        // Back at A's view, A to move: a click at the bottom middle selects A's chevron on i5.
        List<Number> bottom = cellPoint(4, 8);
        new Actions(driver).moveToLocation(bottom.get(0).intValue(), bottom.get(1).intValue()).click().perform();
        settle();
        assertThat(driver.findElements(By.cssSelector("#board .mark.selected[data-field='i5']"))).hasSize(1);
        // A typed f is a letter, not a turn.
        driver.findElement(By.id("explain-action")).sendKeys("f");
        settle();
        assertThat(orientation()).isEqualTo("A 90");
    }

    @Test
    @DisplayName("three players: nobody's side is south, so the board opens north at the top and says so; F cycles A (east), B (west), C (north) and back to north at the top")
    void threePlayersCycle() {
        open(fragment(PositionNotation.format(Position.initial(3)), null));
        List<String> seen = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            if (i > 0) {
                pressF();
            }
            seen.add(orientation() + " " + fieldOnScreen(4, 8) + " " + BrowserTest.text("orientation"));
        }
        assertThat(seen).containsExactly(
                " 0 e1 North at the top",
                "A 90 i5 A (red) at the bottom",
                "B 270 a5 B (blue) at the bottom",
                "C 180 e9 C (green) at the bottom",
                " 0 e1 North at the top");
        assertThat(driver.getCurrentUrl()).doesNotContain("orient=");
    }

    @Test
    @DisplayName("the arrow keys move the keyboard's focus frame the way they point on the turned board")
    void keyboardFollowsTheScreen() {
        open(fragment(START, null) + "&orient=B");
        js("document.querySelector(\"#board rect.hit[data-field='e2']\").focus();");
        List<String> visited = new ArrayList<>();
        for (Keys key : List.of(Keys.ARROW_UP, Keys.ARROW_RIGHT, Keys.ARROW_DOWN, Keys.ARROW_LEFT, Keys.ARROW_LEFT)) {
            driver.switchTo().activeElement().sendKeys(key);
            visited.add((String) js("return document.activeElement.dataset.field;"));
        }
        // B's view: up is toward rank 1, right toward file a.
        assertThat(visited).containsExactly("e1", "d1", "d2", "e2", "f2");
        open(fragment(FOUR, null) + "&orient=A");
        js("document.querySelector(\"#board rect.hit[data-field='e5']\").focus();");
        visited.clear();
        for (Keys key : List.of(Keys.ARROW_UP, Keys.ARROW_RIGHT, Keys.ARROW_DOWN, Keys.ARROW_LEFT)) {
            driver.switchTo().activeElement().sendKeys(key);
            visited.add((String) js("return document.activeElement.dataset.field;"));
        }
        // A's view of four players, east at the bottom: up is west, right is north.
        assertThat(visited).containsExactly("d5", "d6", "e6", "e5");
    }

    @Test
    @DisplayName("on the turned board a rotation's preview turns with its chevron, the highlights sit on their fields and the legend is drawn upright")
    void rotationPreviewAndLegendWhenTurned() throws IOException {
        String start = PositionNotation.format(Position.builder(2)
                .chevron(Field.E5, new Chevron(Player.A, Direction.N)).marker(Field.E5, Player.A)
                .marker(Field.D4, Player.A).marker(Field.F4, Player.A)
                .chevron(Field.I9, new Chevron(Player.B, Direction.S)).chevron(Field.A9, new Chevron(Player.B, Direction.E)).build());
        open(fragment(start, null) + "&orient=B");
        clickField("e5");
        BrowserTest.clickChoice(">");
        assertThat(js("const p = document.querySelector('#board g.preview'); return p.dataset.facing + ' ' + (p.closest('g.turned') !== null);"))
                .isEqualTo("NE true");
        // The selected chevron's frame is on e5's field as drawn: its box is e5's click target's.
        assertThat(js("const m = document.querySelector(\"#board .mark.selected[data-field='e5']\").getBoundingClientRect();"
                + "const h = document.querySelector(\"#board rect.hit[data-field='e5']\").getBoundingClientRect();"
                + "return Math.abs((m.left + m.right) - (h.left + h.right)) < 2 && Math.abs((m.top + m.bottom) - (h.top + h.bottom)) < 2;"))
                .isEqualTo(true);
        // The legend's swatches are copies of the unturned marks: no transform.
        assertThat(js("return [...document.querySelectorAll('#legend svg.swatch')].length > 0"
                + " && [...document.querySelectorAll('#legend svg.swatch [transform]')].length === 0;")).isEqualTo(true);
        shot("overlay-rotation-preview-turned");
    }

    // ---- arrows and circles drawn with the mouse ----

    @Test
    @DisplayName("a right-button drag draws a green arrow, a right click a green circle; the same again erases it; Shift red, Alt blue, Shift+Alt yellow; no context menu")
    void drawArrowsAndCircles() throws IOException {
        open(fragment(START, null, "e1-e2", "a7-b7"));
        js("window.__menus = []; window.addEventListener('contextmenu', e => window.__menus.push(e.defaultPrevented));");
        rightDrag("e2", "e5");
        assertThat(shapes()).containsExactly("Ge2e5");
        rightDrag("d4", "d4");
        assertThat(shapes()).containsExactly("Ge2e5", "Gd4");
        rightDrag("a3", "c5", Keys.SHIFT);
        rightDrag("i3", "g5", Keys.ALT);
        rightDrag("f6", "f6", Keys.SHIFT, Keys.ALT);
        assertThat(shapes()).containsExactly("Ge2e5", "Gd4", "Ra3c5", "Bi3g5", "Yf6");
        assertThat(js("return document.querySelector(\"#board g.shape[data-shape='Ra3c5'] title\").textContent;"))
                .isEqualTo("red arrow from a3 to c5");
        assertThat(js("return getComputedStyle(document.querySelector(\"#board g.shape[data-shape='Yf6'] circle\")).stroke;"))
                .isEqualTo("rgb(230, 143, 0)");
        assertThat((List<?>) js("return window.__menus;")).isNotEmpty().allMatch(Boolean.TRUE::equals);
        shot("overlay-shapes");
        // The same shape again erases it; the same fields in another colour recolour it.
        rightDrag("e2", "e5");
        rightDrag("d4", "d4", Keys.SHIFT);
        assertThat(shapes()).containsExactly("Ra3c5", "Bi3g5", "Yf6", "Rd4");
        // The shapes never take a click meant for a field: a3, under the red arrow's tail, is selected as before.
        clickField("a3");
        assertThat(driver.findElements(By.cssSelector("#board .mark.selected[data-field='a3']"))).hasSize(1);
        assertThat(shapes()).as("a left click keeps the drawn shapes").hasSize(4);
        driver.findElement(By.id("cancel")).click();
        settle();
        // Kept per ply: the ply before has none, the ply on view has them again.
        driver.findElement(By.tagName("body")).sendKeys(Keys.ARROW_LEFT);
        settle();
        assertThat(shapes()).isEmpty();
        rightDrag("b7", "b7");
        assertThat(shapes()).containsExactly("Gb7");
        driver.findElement(By.tagName("body")).sendKeys(Keys.ARROW_RIGHT);
        settle();
        assertThat(shapes()).containsExactly("Ra3c5", "Bi3g5", "Yf6", "Rd4");
        driver.findElement(By.tagName("body")).sendKeys(Keys.ARROW_LEFT);
        settle();
        assertThat(shapes()).containsExactly("Gb7");
    }

    @Test
    @DisplayName("on the turned board a drag draws between the fields on screen, and setDrawnShapes/onShapesDrawn (C2) set and report them")
    void drawingOnTheTurnedBoardAndTheContract() {
        open(fragment(START, null) + "&orient=B");
        overlay("(window.__heard = [], o.onShapesDrawn(s => window.__heard.push(s.join(','))))");
        List<Number> a = cellPoint(4, 8);
        List<Number> b = cellPoint(4, 6);
        assertThat(fieldOnScreen(4, 8)).isEqualTo("e9");
        assertThat(fieldOnScreen(4, 6)).isEqualTo("e7");
        assertThat(a.get(1).doubleValue()).isGreaterThan(b.get(1).doubleValue());
        rightDrag("e9", "e7");
        assertThat(shapes()).containsExactly("Ge9e7");
        assertThat(String.valueOf(js("return window.__heard;"))).isEqualTo("[Ge9e7]");
        overlay("o.setDrawnShapes(['Ye4', 'Ba1i9', 'nonsense'])");
        assertThat(shapes()).containsExactly("Ye4", "Ba1i9");
        // The arrow points down the screen: B's view has a1 at the top right, i9 at the bottom left.
        assertThat(js("const p = document.querySelector(\"#board g.shape[data-shape='Ba1i9'] polygon\").getBoundingClientRect();"
                + "const t = document.querySelector(\"#board rect.hit[data-field='i9']\").getBoundingClientRect();"
                + "return p.left < t.right && p.bottom > t.top;")).isEqualTo(true);
    }

    @Test
    @DisplayName("with Draw pressed a left-button drag draws an arrow and a click a circle, playing nothing; released, a click plays again")
    void drawWithTheLeftButton() {
        open(fragment(START, null));
        driver.findElement(By.id("draw-shapes")).click();
        assertThat(driver.findElement(By.id("draw-shapes")).getAttribute("aria-pressed")).isEqualTo("true");
        List<Number> a = fieldPoint("e1");
        List<Number> b = fieldPoint("e4");
        new Actions(driver).moveToLocation(a.get(0).intValue(), a.get(1).intValue()).clickAndHold()
                .moveToLocation(b.get(0).intValue(), b.get(1).intValue()).release().perform();
        settle();
        clickField("a3");
        assertThat(shapes()).containsExactly("Ge1e4", "Ga3");
        assertThat(driver.findElements(By.cssSelector("#board .mark.selected"))).isEmpty();
        driver.findElement(By.id("draw-shapes")).click();
        clickField("a3");
        assertThat(driver.findElements(By.cssSelector("#board .mark.selected[data-field='a3']"))).hasSize(1);
        assertThat(shapes()).containsExactly("Ge1e4", "Ga3");
    }

    // ---- the engine's arrows and a preview ----

    @Test
    @DisplayName("the engine's best actions are numbered slate arrows (the best thickest, named by a title), a rotation a ring with its sense; drawn on their position only")
    void engineLines() throws IOException {
        open(fragment(START, null, "e1-e2"));
        overlay("o.showEngineLines([{action: 'a7-b7', from: 'a7', to: 'b7', rank: 2, text: 'a7-b7: 48%'},"
                + " {action: 'e9-e7', from: 'e9', to: 'e7', rank: 1, text: 'e9-e7: 55%'},"
                + " {action: 'i7<(a1)', from: 'i7', to: '', rank: 3, text: 'i7<: 30%'}])");
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> lines = (List<Map<String, Object>>) js("return [...document.querySelectorAll('#board g.engine-lines g.engine-line')]"
                + ".map(g => ({action: g.dataset.action, rank: g.dataset.rank, title: g.querySelector('title').textContent,"
                + " width: Number(g.querySelector('line, circle').getAttribute('stroke-width')),"
                + " sense: g.querySelector('text.turn-sense') ? g.querySelector('text.turn-sense').textContent : ''}));");
        assertThat(lines).extracting(l -> l.get("action")).containsExactly("i7<(a1)", "a7-b7", "e9-e7");
        assertThat(lines.get(2).get("title")).isEqualTo("The engine's choice 1: e9-e7: 55%");
        assertThat(((Number) lines.get(2).get("width")).doubleValue()).isGreaterThan(((Number) lines.get(1).get("width")).doubleValue());
        assertThat(lines.get(0).get("sense")).isEqualTo("↺");
        assertThat(shapes()).isEmpty();
        shot("overlay-engine-lines");
        // Turned, the numbers stay upright.
        pressF();
        assertThat(js("return [...document.querySelectorAll('#board g.engine-line text')].every(t => /^rotate\\(-180 /.test(t.getAttribute('transform')));"))
                .isEqualTo(true);
        // Another position drawn: they are not drawn there, and are again when their position is.
        // (Drawn directly: a step to another position makes the page's hint, which owns the lines,
        // drop them with its position: hint.js, EngineLinesBrowserTest.)
        String after = new ApiClient(BrowserTest.server.url()).post("replay", ApiClient.json("position", START,
                "actions", List.of("e1-e2"))).json().get("position").asText();
        js("return drawBoard(arguments[0], {});", START);
        settle();
        assertThat(driver.findElements(By.cssSelector("#board g.engine-line"))).isEmpty();
        js("return drawBoard(arguments[0], {});", after);
        settle();
        assertThat(driver.findElements(By.cssSelector("#board g.engine-line"))).hasSize(3);
        overlay("o.clearEngineLines()");
        assertThat(driver.findElements(By.cssSelector("#board g.engine-line"))).isEmpty();
    }

    @Test
    @DisplayName("setPreview draws another position's pieces over the board, whose own fade, without taking clicks; null removes it")
    void previewAPosition() throws IOException {
        open(fragment(START, null));
        String after = new ApiClient(BrowserTest.server.url()).post("replay", ApiClient.json("position", START,
                "actions", List.of("e1-e2", "a7-b7"))).json().get("position").asText();
        overlay("o.setPreview(" + "'" + after + "'" + ")");
        assertThat(js("return document.querySelector('#board svg').classList.contains('previewing');")).isEqualTo(true);
        assertThat(js("return [...document.querySelectorAll('#board g.preview-layer g.chevron')].map(c => c.dataset.field).sort().join(' ');"))
                .asString().contains("e2").contains("b7").doesNotContain("e1");
        shot("overlay-preview");
        clickField("e1");
        assertThat(driver.findElements(By.cssSelector("#board .mark.selected[data-field='e1']"))).hasSize(1);
        overlay("o.setPreview(null)");
        assertThat(driver.findElements(By.cssSelector("#board g.preview-layer > *"))).isEmpty();
        assertThat(js("return document.querySelector('#board svg').classList.contains('previewing');")).isEqualTo(false);
    }

    @Test
    @DisplayName("on a phone (390 × 844) the turned board with shapes and engine arrows fits the width, the turn button at hand")
    void phone() throws IOException {
        BrowserTest.phone();
        open(fragment(FOUR, null) + "&orient=A");
        overlay("o.setDrawnShapes(['Gi5g5', 'Rg1'])");
        overlay("o.showEngineLines([{action: 'i5-g5', from: 'i5', to: 'g5', rank: 1, text: 'i5-g5'}])");
        shot("overlay-phone");
        assertThat(((Number) js("return document.documentElement.scrollWidth;")).longValue())
                .isLessThanOrEqualTo(((Number) js("return window.innerWidth;")).longValue());
        assertThat(((Number) js("return document.getElementById('turn-board').getBoundingClientRect().height;")).doubleValue())
                .isGreaterThanOrEqualTo(43.5);
        // Under the board, a scroll brings the board's tools above the fixed turn bar.
        js("document.getElementById('board-tools').scrollIntoView({block: 'center'});");
        assertThat(js("const r = document.getElementById('turn-board').getBoundingClientRect();"
                + "return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2).closest('#turn-board') !== null;"))
                .isEqualTo(true);
        driver.findElement(By.id("turn-board")).click();
        settle();
        assertThat(orientation()).isEqualTo("B 270");
        assertThat(shapes()).containsExactly("Gi5g5", "Rg1");
        // A finger draws with Draw pressed: a drag from c1 to c3 is an arrow, and plays nothing.
        driver.findElement(By.id("draw-shapes")).click();
        js("document.getElementById('board').scrollIntoView({block: 'start'});");
        PointerInput finger = new PointerInput(PointerInput.Kind.TOUCH, "finger");
        List<Number> a = fieldPoint("c1");
        List<Number> b = fieldPoint("c3");
        Sequence touch = new Sequence(finger, 0)
                .addAction(finger.createPointerMove(Duration.ZERO, PointerInput.Origin.viewport(), a.get(0).intValue(), a.get(1).intValue()))
                .addAction(finger.createPointerDown(PointerInput.MouseButton.LEFT.asArg()))
                .addAction(finger.createPointerMove(Duration.ofMillis(200), PointerInput.Origin.viewport(), b.get(0).intValue(), b.get(1).intValue()))
                .addAction(finger.createPointerUp(PointerInput.MouseButton.LEFT.asArg()));
        driver.perform(List.of(touch));
        settle();
        assertThat(shapes()).containsExactly("Gi5g5", "Rg1", "Gc1c3");
        assertThat(driver.findElements(By.cssSelector("#board .mark.selected"))).isEmpty();
        shot("overlay-phone-drawn");
    }
}
