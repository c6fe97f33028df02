package org.pacru.examples.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.notation.ActionNotation;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Language;

/**
 * Why an action is worth playing ({@link Reasons}), per kind of reason and in each language: a
 * crossing (R4.4), a connection (R4.5), a capture (R5.3), a prevented capture (R5.2), and a
 * rotation with what it gives up (R7.1) and opens.
 */
class ReasonsTest {
    /** A connection a1-a3: A's markers on a1 and a3, a2 between them neutral. */
    static final String CONNECTION = "8.BS/9/9/9/9/9/a8/9/aANa7 A 2";
    /** The same with B's marker on a2, which the connection converts. */
    static final String CONNECTION_OVER_B = "8.BS/9/9/9/9/9/a8/b8/aANa7 A 2";
    /** B's chevron on e3 attacked by A's on e1 (range 2) and c3 (range 2). */
    static final String CAPTURE = "8.BS/9/9/9/9/9/2aAE1.BN4/2a6/3aaAN4 A 2";
    /** A's chevron on e5 attacked twice, by B's on e7 (facing S, range 2) and on g5 (facing W, range 2). */
    static final String THREATENED = "9/3b5/4bBS4/9/4aAS1bBW2/7b1/9/9/9 A 2";
    /** A's chevron on a1 faces W into the corner: no move; turned to NW it goes north, a4 crossing into b5. */
    static final String CORNERED = "8.BS/9/9/9/4.AN4/9/9/8a/aAWaa5a A 2";

    private static Map<String, Object> reasons(String position, String action, Language lang) {
        Position p = position.equals("start") ? Position.initial(2) : PositionNotation.parse(position);
        Map<String, Object> entry = new LinkedHashMap<>();
        Reasons.put(PacruRules.STANDARD, p, ActionNotation.parse(action), lang, entry);
        return entry;
    }

    private static String why(String position, String action, Language lang) {
        return (String) reasons(position, action, lang).get("why");
    }

    private static Map<String, Object> facts(long gains, List<String> captures, long before, long after, List<String> relinquished) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("gains", gains);
        o.put("captures", captures);
        o.put("threatsBefore", before);
        o.put("threatsAfter", after);
        o.put("relinquished", relinquished);
        return o;
    }

    @Test
    @DisplayName("R4.4: a border crossing claims its field, naming the borderland crossed into")
    void aCrossingClaimsItsField() {
        assertThat(why("start", "a3-b4(b6)", Language.ENGLISH)).isEqualTo("claims b6 (crossing into b5, R4.4)");
        assertThat(why("start", "a3-b4(b6)", Language.SPANISH)).isEqualTo("marca b6 (cruce de frontera hacia b5, R4.4)");
        assertThat(why("start", "a3-b4(b6)", Language.JAPANESE)).isEqualTo("b6 にマーカーを置く（b5 への境界越え、R4.4）");
        assertThat(reasons("start", "a3-b4(b6)", Language.ENGLISH).get("facts")).isEqualTo(facts(1, List.of(), 0, 0, List.of()));
    }

    @Test
    @DisplayName("R4.5: a connection claims the neutral fields between its ends and converts the opposing ones")
    void aConnectionFillsTheFieldsBetween() {
        assertThat(why(CONNECTION, "a1-a3(*)", Language.ENGLISH)).isEqualTo("claims a2 (connection, R4.5)");
        assertThat(why(CONNECTION, "a1-a3(*)", Language.SPANISH)).isEqualTo("marca a2 (conexión, R4.5)");
        assertThat(why(CONNECTION, "a1-a3(*)", Language.JAPANESE)).isEqualTo("a2 にマーカーを置く（接続、R4.5）");
        assertThat(why(CONNECTION_OVER_B, "a1-a3(*)", Language.ENGLISH)).isEqualTo("converts a2 (connection, R4.5)");
        assertThat(why(CONNECTION_OVER_B, "a1-a3(*)", Language.SPANISH)).isEqualTo("convierte a2 (conexión, R4.5)");
        assertThat(why(CONNECTION_OVER_B, "a1-a3(*)", Language.JAPANESE)).isEqualTo("a2 のマーカーを自分のものに置き換える（接続、R4.5）");
        assertThat(reasons(CONNECTION_OVER_B, "a1-a3(*)", Language.ENGLISH).get("facts")).isEqualTo(facts(1, List.of(), 0, 0, List.of()));
    }

    @Test
    @DisplayName("R5.3: a capture names the chevron taken, and a capture that crosses a border its crossing's field too")
    void aCaptureNamesTheChevronTaken() {
        assertThat(why(CAPTURE, "e1xe3", Language.ENGLISH)).isEqualTo("captures B's chevron on e3 and takes the field (R5.3)");
        assertThat(why(CAPTURE, "e1xe3", Language.SPANISH)).isEqualTo("captura la pieza de B en e3 y se queda con la casilla (R5.3)");
        assertThat(why(CAPTURE, "e1xe3", Language.JAPANESE)).isEqualTo("e3 にある B の駒を捕獲し、そのマスを得る（R5.3）");
        assertThat(reasons(CAPTURE, "e1xe3", Language.ENGLISH).get("facts")).isEqualTo(facts(1, List.of("e3"), 0, 0, List.of()));
        assertThat(why(CAPTURE, "c3xe3(d2)", Language.ENGLISH))
                .isEqualTo("captures B's chevron on e3 and takes the field (R5.3); claims d2 (crossing into e2, R4.4)");
        assertThat(reasons(CAPTURE, "c3xe3(d2)", Language.ENGLISH).get("facts")).isEqualTo(facts(2, List.of("e3"), 0, 0, List.of()));
    }

    @Test
    @DisplayName("R6.2: a meeting's bonus is claimed with the partner it meets nose to nose")
    void aMeetingBonusNamesItsPartner() {
        // B has 9 markers (R6.1d); A's chevron crosses to e5, marks it, and meets its chevron on e6 facing back.
        String meeting = "bbbbbbbbbBS/9/9/4aAS4/9/9/3aaAN4/9/9 A 2";
        assertThat(why(meeting, "e3-e5(e5,a1)", Language.ENGLISH))
                .isEqualTo("claims e5 (crossing into e5, R4.4); claims a1 (meeting bonus, nose to nose with your chevron on e6, R6.2)");
        assertThat(why(meeting, "e3-e5(e5,a1)", Language.SPANISH)).isEqualTo("marca e5 (cruce de frontera hacia e5, R4.4);"
                + " marca a1 (bonificación de encuentro, frente a frente con tu pieza de e6, R6.2)");
        assertThat(why(meeting, "e3-e5(e5,a1)", Language.JAPANESE))
                .isEqualTo("e5 にマーカーを置く（e5 への境界越え、R4.4）。a1 にマーカーを置く（e6 の自分の駒と向かい合う会合ボーナス、R6.2）");
        assertThat(reasons(meeting, "e3-e5(e5,a1)", Language.ENGLISH).get("facts")).isEqualTo(facts(2, List.of(), 0, 0, List.of()));
    }

    @Test
    @DisplayName("R5.2: a move that takes a chevron attacked twice out of reach says the capture is prevented")
    void aPreventedCaptureIsSaid() {
        assertThat(why(THREATENED, "e5-e4", Language.ENGLISH))
                .isEqualTo("gains no marker now; your chevron on e5 is no longer attacked twice (R5.2)");
        assertThat(why(THREATENED, "e5-e4", Language.SPANISH))
                .isEqualTo("no gana ningún marcador ahora; tu pieza de e5 ya no está atacada dos veces (R5.2)");
        assertThat(why(THREATENED, "e5-e4", Language.JAPANESE))
                .isEqualTo("今はマーカーを得ない。e5 の自分の駒（1 個）はもう二重に攻撃されていない（R5.2）");
        assertThat(reasons(THREATENED, "e5-e4", Language.ENGLISH).get("facts")).isEqualTo(facts(0, List.of(), 1, 0, List.of()));
    }

    @Test
    @DisplayName("R5.2: a move that leaves a chevron attacked twice, or walks into a double attack, says so")
    void aCaptureLeftOrInvitedIsSaid() {
        String elsewhere = "9/3b5/4bBS4/9/4aAS1bBW2/7b1/9/9/.AN8 A 2";
        assertThat(why(elsewhere, "a1-a2", Language.ENGLISH)).isEqualTo("gains no marker now; your chevron on e5 stays attacked twice (R5.2)");
        assertThat(why(elsewhere, "a1-a2", Language.SPANISH)).isEqualTo("no gana ningún marcador ahora; tu pieza de e5 sigue atacada dos veces (R5.2)");
        assertThat(why(elsewhere, "a1-a2", Language.JAPANESE)).isEqualTo("今はマーカーを得ない。e5 の自分の駒（1 個）は二重に攻撃されたままだ（R5.2）");
        assertThat(reasons(elsewhere, "a1-a2", Language.ENGLISH).get("facts")).isEqualTo(facts(0, List.of(), 1, 1, List.of()));
        String below = "9/3b5/4bBS4/9/6bBW2/4.AN2b1/9/9/9 A 2";
        assertThat(why(below, "e4-e5", Language.ENGLISH)).isEqualTo("gains no marker now; your chevron on e5 can then be captured: attacked twice (R5.2)");
        assertThat(why(below, "e4-e5", Language.SPANISH))
                .isEqualTo("no gana ningún marcador ahora; tu pieza de e5 queda expuesta a una captura: atacada dos veces (R5.2)");
        assertThat(why(below, "e4-e5", Language.JAPANESE)).isEqualTo("今はマーカーを得ない。e5 の自分の駒（1 個）が二重に攻撃され、捕獲されうる（R5.2）");
        assertThat(reasons(below, "e4-e5", Language.ENGLISH).get("facts")).isEqualTo(facts(0, List.of(), 0, 1, List.of()));
    }

    @Test
    @DisplayName("R7.1: a rotation names its turn in the reader's compass letters, the markers it gives up, and the gain its chevron's moves open")
    void aRotationSaysWhatItGivesUpAndOpens() {
        assertThat(why(CORNERED, "a1>(i1,i2)", Language.ENGLISH)).isEqualTo("turns the chevron on a1 from W to NW and gives up i1 and i2 (R7.1);"
                + " next turn its moves can gain 1 marker (a1-a4(a4)), against 0 now");
        assertThat(why(CORNERED, "a1>(i1,i2)", Language.SPANISH)).isEqualTo("gira la pieza de a1 de O a NO y retira los marcadores de i1 y i2 (R7.1);"
                + " en el próximo turno sus movimientos pueden ganar 1 marcador (a1-a4(a4)), frente a 0 ahora");
        assertThat(why(CORNERED, "a1>(i1,i2)", Language.JAPANESE)).isEqualTo("a1 の駒を W から NW へ回転させ、i1 と i2 のマーカーを取り除く（R7.1）。"
                + "次の手番でこの駒の移動はマーカーを 1 個得られる（a1-a4(a4)）。今は 0 個");
        assertThat(reasons(CORNERED, "a1>(i1,i2)", Language.ENGLISH).get("facts")).isEqualTo(facts(0, List.of(), 0, 0, List.of("i1", "i2")));
        // Turned by 90° it faces N, and giving up b1 and c1 shortens its range to 1: nothing opens.
        assertThat(why(CORNERED, "a1>>(b1,c1,i1,i2)", Language.ENGLISH)).isEqualTo("turns the chevron on a1 from W to N and gives up b1, c1, i1 and i2 (R7.1);"
                + " opens no better move: next turn its moves gain no more than now (0 markers)");
    }

    @Test
    @DisplayName("R7.1, R5.2: a rotation that makes its chevron the second attacker says which capture it sets up")
    void aRotationThatSetsUpACaptureSaysSo() {
        String aside = "8.BS/9/9/9/9/9/2aAN1.BN4/2a5a/3aaAN3a A 2";
        assertThat(why(aside, "c3>(i1,i2)", Language.ENGLISH)).isEqualTo("turns the chevron on c3 from N to NE and gives up i1 and i2 (R7.1);"
                + " next turn its moves can gain 2 markers (c3xe3(d2)), against 1 now;"
                + " sets up a capture: the chevron on e3 is then attacked twice (R5.2)");
        assertThat(why(aside, "c3>(i1,i2)", Language.SPANISH)).isEqualTo("gira la pieza de c3 de N a NE y retira los marcadores de i1 y i2 (R7.1);"
                + " en el próximo turno sus movimientos pueden ganar 2 marcadores (c3xe3(d2)), frente a 1 ahora;"
                + " prepara una captura: la pieza de e3 queda atacada dos veces (R5.2)");
        assertThat(why(aside, "c3>(i1,i2)", Language.JAPANESE)).isEqualTo("c3 の駒を N から NE へ回転させ、i1 と i2 のマーカーを取り除く（R7.1）。"
                + "次の手番でこの駒の移動はマーカーを 2 個得られる（c3xe3(d2)）。今は 1 個。捕獲の準備: e3 の駒（1 個）を二重に攻撃する（R5.2）");
    }

    @Test
    @DisplayName("fields are listed in the reader's words: one, two joined by 'and', more with commas")
    void fieldsAreListedInTheReadersWords() {
        List<Field> three = List.of(Field.B1, Field.C1, Field.I1);
        assertThat(Reasons.fieldList(Language.ENGLISH, three)).isEqualTo("b1, c1 and i1");
        assertThat(Reasons.fieldList(Language.SPANISH, three)).isEqualTo("b1, c1 y i1");
        assertThat(Reasons.fieldList(Language.JAPANESE, three)).isEqualTo("b1、c1 と i1");
        assertThat(Reasons.fieldList(Language.ENGLISH, List.of(Field.E5))).isEqualTo("e5");
    }
}
