package org.pacru.js.build;

import java.util.Arrays;
import java.util.List;
import org.teavm.model.AccessLevel;
import org.teavm.model.BasicBlock;
import org.teavm.model.ClassHolder;
import org.teavm.model.ClassHolderTransformer;
import org.teavm.model.ClassHolderTransformerContext;
import org.teavm.model.ElementModifier;
import org.teavm.model.MethodDescriptor;
import org.teavm.model.MethodHolder;
import org.teavm.model.MethodReference;
import org.teavm.model.Program;
import org.teavm.model.ValueType;
import org.teavm.model.instructions.ExitInstruction;
import org.teavm.model.instructions.InvocationType;
import org.teavm.model.instructions.InvokeInstruction;
import org.teavm.vm.spi.TeaVMHost;
import org.teavm.vm.spi.TeaVMPlugin;

/**
 * A TeaVM plugin of the build, never part of the package: the classes the TeaVM property
 * {@code pacru.eager-init} names (comma-separated) are initialised once, first thing in the static
 * initialiser of the compilation's main class (its entry point), instead of on first use.
 *
 * <p>Why: TeaVM 0.16 treats every class with a static initialiser as initialised on first use
 * (its {@code ClassInitializerAnalysis} marks every analysed initialiser dynamic: this plugin can
 * go once TeaVM tells side-effect-free initialisers apart), and so checks it at the start of every method that reads the class's static fields: in WebAssembly
 * an indirect call, in JavaScript a function call. The engine's geometry ({@code Tables}: rays,
 * the fields between two fields, borderlands) is read by every hot method of the generator, the
 * completions, the effects and perft, and {@code Rotations}' static methods (its list of turns)
 * by every perft node and playout ply (pom.xml names both). Each initialiser becomes a plain static method
 * ({@code pacru$init}) that the main class's initialiser calls, so the class has none and TeaVM
 * drops the checks. Every call into the package passes through the main class (its exported
 * methods), whose own initialiser TeaVM still runs first, so the tables are filled before any
 * engine code runs. The library's source is unchanged; the JVM initialises the class as always.
 */
public final class EagerInitPlugin implements TeaVMPlugin {
    /** The TeaVM property naming the classes to initialise eagerly. */
    static final String CLASSES = "pacru.eager-init";
    /** The name the moved static initialisers take. */
    static final String INIT = "pacru$init";

    private static final MethodDescriptor CLINIT = new MethodDescriptor("<clinit>", ValueType.VOID);

    @Override
    public void install(TeaVMHost host) {
        String classes = host.getProperties().getProperty(CLASSES);
        if (classes == null || classes.isBlank()) {
            return;
        }
        host.add(new Transformer(classes.split(",")));
    }

    /** Moves the named classes' initialisers into the entry point class's initialiser. */
    static final class Transformer implements ClassHolderTransformer {
        private final List<String> eager;

        Transformer(String[] classes) {
            this.eager = Arrays.stream(classes).map(String::trim).filter(s -> !s.isEmpty()).toList();
        }

        @Override
        public void transformClass(ClassHolder cls, ClassHolderTransformerContext context) {
            if (eager.contains(cls.getName())) {
                MethodHolder clinit = cls.getMethod(CLINIT);
                if (clinit == null) {
                    throw new IllegalStateException(CLASSES + ": " + cls.getName() + " has no static initialiser");
                }
                Program program = clinit.getProgram();
                cls.removeMethod(clinit);
                MethodHolder init = new MethodHolder(INIT, ValueType.VOID);
                init.getModifiers().add(ElementModifier.STATIC);
                init.setLevel(AccessLevel.PUBLIC);
                init.setProgram(program);
                cls.addMethod(init);
            }
            if (cls.getName().equals(context.getEntryPoint())) {
                MethodHolder clinit = cls.getMethod(CLINIT);
                if (clinit == null) {
                    clinit = new MethodHolder(CLINIT);
                    clinit.getModifiers().add(ElementModifier.STATIC);
                    clinit.setLevel(AccessLevel.PUBLIC);
                    Program program = new Program();
                    program.createVariable();               // the method's "this" slot, unused
                    BasicBlock block = program.createBasicBlock();
                    block.add(new ExitInstruction());
                    clinit.setProgram(program);
                    cls.addMethod(clinit);
                }
                BasicBlock first = clinit.getProgram().basicBlockAt(0);
                for (int i = eager.size() - 1; i >= 0; i--) {
                    InvokeInstruction invoke = new InvokeInstruction();
                    invoke.setType(InvocationType.SPECIAL);
                    invoke.setMethod(new MethodReference(eager.get(i), INIT, ValueType.VOID));
                    first.addFirst(invoke);
                }
            }
        }
    }
}
