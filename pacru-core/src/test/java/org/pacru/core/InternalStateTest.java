package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Move;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.engine.Engine;
import org.pacru.core.engine.IntList;
import org.pacru.internal.PositionAccess;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Ruleset;

/**
 * On the class path, where module boundaries do not hold (the tests run there), nothing outside
 * the library reaches a position's internal state: the raw access bridge refuses every caller but
 * the engine's board, no public method or field of the library hands out an array, and the start
 * position stays what it is after every public operation on it.
 */
class InternalStateTest {

    private static final String TWO_PLAYER_START = "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2";

    @Test
    @DisplayName("PositionAccess refuses every caller but the engine's board, and cannot be re-installed")
    void bridgeRefusesOutsiders() {
        // Whichever class asks first, the engine's board has been initialized and holds the bridge.
        assertThatThrownBy(() -> PositionAccess.get()).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("the engine's board holds it");
        assertThatThrownBy(() -> PositionAccess.install(new PositionAccess() {
            @Override
            protected Position newPosition(long aLo, long aHi, long bLo, long bHi, long cLo, long cHi, long dLo,
                                           long dHi, short[] chevrons, int toMove, int players) {
                return null;
            }

            @Override
            protected long markersLo(Position p, int player) {
                return 0;
            }

            @Override
            protected long markersHi(Position p, int player) {
                return 0;
            }

            @Override
            protected long occupiedLo(Position p) {
                return 0;
            }

            @Override
            protected long occupiedHi(Position p) {
                return 0;
            }

            @Override
            protected short[] chevronArray(Position p) {
                return new short[0];
            }

            @Override
            protected int toMoveIndex(Position p) {
                return 0;
            }
        })).isInstanceOf(IllegalStateException.class).hasMessageContaining("installed already");
    }

    @Test
    @DisplayName("PositionAccess refuses a class that only bears the engine board's name, defined by another class loader")
    void bridgeRefusesABoardOfAnotherLoader() throws Exception {
        String name = "org.pacru.core.engine.Board";
        byte[] bytes;
        try (InputStream in = InternalStateTest.class.getClassLoader().getResourceAsStream(name.replace('.', '/') + ".class")) {
            bytes = in.readAllBytes();
        }
        ClassLoader impostorLoader = new ClassLoader(InternalStateTest.class.getClassLoader()) {
            @Override
            protected Class<?> loadClass(String n, boolean resolve) throws ClassNotFoundException {
                if (!n.equals(name)) {
                    return super.loadClass(n, resolve);
                }
                synchronized (getClassLoadingLock(n)) {
                    Class<?> c = findLoadedClass(n);
                    return c != null ? c : defineClass(n, bytes, 0, bytes.length);
                }
            }
        };
        // The impostor's static initializer asks for the bridge, as the real board does.
        assertThatThrownBy(() -> Class.forName(name, true, impostorLoader))
                .isInstanceOf(ExceptionInInitializerError.class)
                .cause().isInstanceOf(IllegalStateException.class).hasMessageContaining("the engine's board holds it");
    }

    @Test
    @DisplayName("PositionAccess refuses the first caller too, in a fresh class loader where no engine has run yet")
    void bridgeRefusesTheFirstCaller() throws Exception {
        URL[] library = {
                PositionAccess.class.getProtectionDomain().getCodeSource().getLocation(),
                Engine.class.getProtectionDomain().getCodeSource().getLocation()};
        try (URLClassLoader fresh = new URLClassLoader(library, ClassLoader.getPlatformClassLoader())) {
            Class<?> access = Class.forName(PositionAccess.class.getName(), true, fresh);
            assertThat(access).isNotSameAs(PositionAccess.class);
            Method get = access.getMethod("get");
            assertThatThrownBy(() -> get.invoke(null)).isInstanceOf(InvocationTargetException.class)
                    .cause().isInstanceOf(IllegalStateException.class).hasMessageContaining("the engine's board holds it");
            // The engine works in that loader: its board took the bridge.
            Class<?> position = Class.forName(Position.class.getName(), true, fresh);
            Object start = position.getMethod("initial", int.class).invoke(null, 2);
            Class<?> rules = Class.forName(PacruRules.class.getName(), true, fresh);
            Object standard = rules.getField("STANDARD").get(null);
            assertThat((List<?>) rules.getMethod("legalMoves", position).invoke(standard, start)).isNotEmpty();
        }
    }

    @Test
    @DisplayName("no public method or field of the library's public classes hands out an array")
    void noArraysHandedOut() {
        JavaClasses lib = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.pacru.board", "org.pacru.action", "org.pacru.rules", "org.pacru.game",
                        "org.pacru.internal", "org.pacru.lists", "org.pacru.core", "org.pacru.notation");
        assertThat(lib.contain(Position.class)).isTrue();
        List<String> leaks = new ArrayList<>();
        for (JavaClass c : lib) {
            // PositionAccess's instance methods return a position's arrays; no caller can get an instance.
            if (!c.getModifiers().contains(JavaModifier.PUBLIC) || c.isAssignableTo(PositionAccess.class)) {
                continue;
            }
            for (JavaMethod m : c.getMethods()) {
                boolean enumValues = c.isEnum() && m.getName().equals("values");    // a fresh copy
                if (m.getModifiers().contains(JavaModifier.PUBLIC) && m.getRawReturnType().isArray() && !enumValues) {
                    leaks.add(m.getFullName());
                }
            }
            for (JavaField f : c.getFields()) {
                if (f.getModifiers().contains(JavaModifier.PUBLIC) && f.getRawType().isArray()) {
                    leaks.add(f.getFullName());
                }
            }
        }
        assertThat(leaks).isEmpty();
    }

    @Test
    @DisplayName("R1.6 the start position is unchanged by every public operation on it")
    void startPositionCannotBeAltered() {
        Position start = Position.initial(2);
        assertThat(PositionNotation.format(start)).isEqualTo(TWO_PLAYER_START);
        PacruRules rules = PacruRules.STANDARD;
        for (Move m : rules.legalMoves(start)) {
            rules.apply(start, m);
            rules.check(start, m);
            rules.completions(start, m);
        }
        Engine engine = Engine.of(Ruleset.STANDARD);
        IntList codes = new IntList();
        engine.legalMoves(start, codes);
        for (int i = 0; i < codes.size(); i++) {
            engine.play(start, codes.get(i));
        }
        engine.perft(start, 3);
        RandomPlayer.of(Ruleset.STANDARD, 0.5).play(start, new SplittableRandom(1), 1_000);
        start.toBuilder().marker(Field.E2, Player.A).chevron(Field.E5, start.chevronAt(Field.E1).orElseThrow()).build();
        start.chevrons().values().forEach(c -> c.owner());
        assertThat(Position.initial(2)).isSameAs(start).isEqualTo(PositionNotation.parse(TWO_PLAYER_START));
        assertThat(PositionNotation.format(Position.initial(2))).isEqualTo(TWO_PLAYER_START);
        assertThat(Position.initial(2).hashCode()).isEqualTo(PositionNotation.parse(TWO_PLAYER_START).hashCode());
    }
}
