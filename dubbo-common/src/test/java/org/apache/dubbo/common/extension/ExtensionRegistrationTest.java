package org.apache.dubbo.common.extension;

import org.apache.dubbo.common.extension.fixture.Greeters;
import org.apache.dubbo.common.extension.fixture.Shape;
import org.apache.dubbo.common.extension.fixture.Step;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Adding and replacing extensions through the API. */
class ExtensionRegistrationTest {

    private ExtensionLoader<Shape> shapes;

    @BeforeEach
    void freshLoader() {
        ExtensionLoader.resetExtensionLoader(Shape.class);
        shapes = ExtensionLoader.getExtensionLoader(Shape.class);
    }

    @AfterEach
    void forgetLoader() {
        ExtensionLoader.resetExtensionLoader(Shape.class);
    }

    @Test
    void addedExtensionIsUsableByName() {
        shapes.addExtension("square", Shape.Square.class);

        assertEquals(Set.of("circle", "square"), shapes.getSupportedExtensions());
        assertEquals("square", shapes.getExtension("square").name());
        assertEquals("square", shapes.getExtensionName(Shape.Square.class));
    }

    @Test
    void refusesToAddATakenName() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> shapes.addExtension("circle", Shape.Square.class));

        assertTrue(e.getMessage().contains("by name circle already exists"), e.getMessage());
    }

    @Test
    void refusesClassesThatCannotBeExtensions() {
        assertThrows(IllegalStateException.class, () -> shapes.addExtension("greeter", Greeters.EnglishGreeter.class));
        assertThrows(IllegalStateException.class, () -> shapes.addExtension("self", Shape.class));
        assertThrows(IllegalStateException.class, () -> shapes.addExtension("nothing", null));
        assertThrows(IllegalStateException.class, () -> shapes.addExtension(" ", Shape.Square.class));
        assertThrows(IllegalStateException.class, () -> shapes.addExtension(null, Shape.Square.class));
    }

    @Test
    void addedAdaptiveClassBecomesTheAdaptiveExtension() {
        shapes.addExtension(null, Shape.AdaptiveShape.class);

        assertEquals("adaptive", shapes.getAdaptiveExtension().name());
        assertEquals(Set.of("circle"), shapes.getSupportedExtensions());
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> shapes.addExtension(null, Shape.OtherAdaptiveShape.class));
        assertTrue(e.getMessage().contains("already exists"), e.getMessage());
    }

    @Test
    void replacedExtensionGetsANewInstance() {
        Shape before = shapes.getExtension("circle");

        shapes.replaceExtension("circle", Shape.Square.class);

        Shape after = shapes.getExtension("circle");
        assertNotSame(before, after);
        assertInstanceOf(Shape.Square.class, after);
        assertEquals("circle", shapes.getExtensionName(Shape.Square.class));
        assertNull(shapes.getExtensionName(Shape.Circle.class));
    }

    @Test
    void refusesToReplaceWhatDoesNotExist() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> shapes.replaceExtension("triangle", Shape.Square.class));
        assertTrue(e.getMessage().contains("does not exist"), e.getMessage());

        assertThrows(IllegalStateException.class, () -> shapes.replaceExtension(null, Shape.AdaptiveShape.class));
    }

    @Test
    void replacedAdaptiveClassGetsANewAdaptiveInstance() {
        shapes.addExtension(null, Shape.AdaptiveShape.class);
        assertEquals("adaptive", shapes.getAdaptiveExtension().name());

        shapes.replaceExtension(null, Shape.OtherAdaptiveShape.class);

        assertEquals("other adaptive", shapes.getAdaptiveExtension().name());
    }

    @Test
    void addedWrappedExtensionIsWrapped() {
        ExtensionLoader<Step> steps = ExtensionLoader.getExtensionLoader(Step.class);
        try {
            steps.addExtension("added", AddedStep.class);

            assertEquals("outer(middle(inner(added)))", steps.getExtension("added").describe());
        } finally {
            ExtensionLoader.resetExtensionLoader(Step.class);
        }
    }

    /** Not public, with a private constructor: the loader still creates it. */
    static final class AddedStep implements Step {
        private AddedStep() {
        }

        @Override
        public String describe() {
            return "added";
        }
    }
}
