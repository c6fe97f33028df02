package org.pacru.js.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.teavm.cache.IncrementalDependencyRegistration;
import org.teavm.diagnostics.Diagnostics;
import org.teavm.model.BasicBlock;
import org.teavm.model.ClassHierarchy;
import org.teavm.model.ClassHolder;
import org.teavm.model.ClassHolderTransformerContext;
import org.teavm.model.ElementModifier;
import org.teavm.model.MethodDescriptor;
import org.teavm.model.MethodHolder;
import org.teavm.model.MethodReference;
import org.teavm.model.Program;
import org.teavm.model.ValueType;
import org.teavm.model.instructions.ExitInstruction;
import org.teavm.model.instructions.InvokeInstruction;

/**
 * The build's eager initialisation ({@link EagerInitPlugin}) on TeaVM's class model: the named
 * class loses its static initialiser to a static {@code pacru$init}, and the static initialiser
 * of the compilation's entry point (made if it has none) calls it first. That the package still works is the Node
 * tests' part: every conformance line runs through both builds, which read the tables first thing.
 */
class EagerInitPluginTest {
    private static final MethodDescriptor CLINIT = new MethodDescriptor("<clinit>", ValueType.VOID);
    private static final MethodDescriptor INIT = new MethodDescriptor(EagerInitPlugin.INIT, ValueType.VOID);

    /** A compilation whose entry point (main class) is {@code x.Main}: all the transformer asks of it. */
    private static final ClassHolderTransformerContext MAIN = new ClassHolderTransformerContext() {
        @Override
        public ClassHierarchy getHierarchy() {
            throw new UnsupportedOperationException("not used by the transformer");
        }

        @Override
        public Diagnostics getDiagnostics() {
            throw new UnsupportedOperationException("not used by the transformer");
        }

        @Override
        public IncrementalDependencyRegistration getIncrementalCache() {
            throw new UnsupportedOperationException("not used by the transformer");
        }

        @Override
        public boolean isObfuscated() {
            return true;
        }

        @Override
        public boolean isStrict() {
            return false;
        }

        @Override
        public String getEntryPoint() {
            return "x.Main";
        }

        @Override
        public void submit(ClassHolder cls) {
            throw new UnsupportedOperationException("not used by the transformer");
        }
    };

    private static ClassHolder classWithInitialiser(String name) {
        ClassHolder cls = new ClassHolder(name);
        MethodHolder clinit = new MethodHolder(CLINIT);
        clinit.getModifiers().add(ElementModifier.STATIC);
        Program program = new Program();
        program.createVariable();
        BasicBlock block = program.createBasicBlock();
        block.add(new ExitInstruction());
        clinit.setProgram(program);
        cls.addMethod(clinit);
        return cls;
    }

    private static MethodReference firstCall(ClassHolder cls) {
        BasicBlock first = cls.getMethod(CLINIT).getProgram().basicBlockAt(0);
        assertThat(first.getFirstInstruction()).isInstanceOf(InvokeInstruction.class);
        return ((InvokeInstruction) first.getFirstInstruction()).getMethod();
    }

    @Test
    void theNamedClassInitialiserBecomesAStaticMethod() {
        ClassHolder tables = classWithInitialiser("x.Tables");
        Program body = tables.getMethod(CLINIT).getProgram();
        new EagerInitPlugin.Transformer(new String[] {"x.Tables"}).transformClass(tables, MAIN);
        assertThat(tables.getMethod(CLINIT)).as("no static initialiser left, so no checks on use").isNull();
        MethodHolder init = tables.getMethod(INIT);
        assertThat(init).isNotNull();
        assertThat(init.getModifiers()).contains(ElementModifier.STATIC);
        assertThat(init.getProgram()).isSameAs(body);
    }

    @Test
    void theEntryInitialiserCallsThemFirstInTheirOrder() {
        ClassHolder main = classWithInitialiser("x.Main");
        new EagerInitPlugin.Transformer(new String[] {"x.A", " x.B "}).transformClass(main, MAIN);
        BasicBlock first = main.getMethod(CLINIT).getProgram().basicBlockAt(0);
        assertThat(first.instructionCount()).isEqualTo(3);
        assertThat(((InvokeInstruction) first.getFirstInstruction()).getMethod())
                .isEqualTo(new MethodReference("x.A", INIT));
        assertThat(((InvokeInstruction) first.getFirstInstruction().getNext()).getMethod())
                .isEqualTo(new MethodReference("x.B", INIT));
        assertThat(first.getLastInstruction()).isInstanceOf(ExitInstruction.class);
    }

    @Test
    void anEntryWithoutInitialiserGetsOne() {
        ClassHolder main = new ClassHolder("x.Main");
        new EagerInitPlugin.Transformer(new String[] {"x.Tables"}).transformClass(main, MAIN);
        assertThat(main.getMethod(CLINIT).getModifiers()).contains(ElementModifier.STATIC);
        assertThat(firstCall(main)).isEqualTo(new MethodReference("x.Tables", INIT));
    }

    @Test
    void aNamedClassWithoutInitialiserFailsTheBuild() {
        ClassHolder plain = new ClassHolder("x.Plain");
        assertThatThrownBy(() -> new EagerInitPlugin.Transformer(new String[] {"x.Plain"})
                .transformClass(plain, MAIN))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("pacru.eager-init")
                .hasMessageContaining("x.Plain");
    }

    @Test
    void otherClassesAreLeftAlone() {
        ClassHolder other = classWithInitialiser("x.Other");
        Program body = other.getMethod(CLINIT).getProgram();
        new EagerInitPlugin.Transformer(new String[] {"x.Tables"}).transformClass(other, MAIN);
        assertThat(other.getMethod(CLINIT).getProgram()).isSameAs(body);
        assertThat(other.getMethod(INIT)).isNull();
    }
}
