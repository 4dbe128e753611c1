package org.apache.dubbo.config.spring.beans.factory.annotation;

import java.lang.annotation.Annotation;

/** Reads one attribute of an annotation by name; null when the annotation has no such attribute. */
final class AnnotationAttribute {

    private AnnotationAttribute() {
    }

    static Object read(Annotation annotation, String name) {
        try {
            return annotation.annotationType().getMethod(name).invoke(annotation);
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }
}
