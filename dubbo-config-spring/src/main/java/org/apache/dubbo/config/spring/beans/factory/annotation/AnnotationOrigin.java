package org.apache.dubbo.config.spring.beans.factory.annotation;

import java.util.Map;

import org.apache.dubbo.config.spring.context.AttributeOrigin;

/** A Dubbo annotation on a class, method or field: {@code @DubboReference(iothreads=-1) on field Shop.greeting}. */
final class AnnotationOrigin implements AttributeOrigin {

    private final String annotation;
    private final String where;
    private final Map<String, String> attributeByProperty;

    AnnotationOrigin(String annotation, String where, Map<String, String> attributeByProperty) {
        this.annotation = annotation;
        this.where = where;
        this.attributeByProperty = attributeByProperty;
    }

    @Override
    public String describe(String property, Object value) {
        return "@" + annotation + "(" + attributeByProperty.getOrDefault(property, property) + "=" + value + ") on "
                + where;
    }

    @Override
    public String describe() {
        return "@" + annotation + " on " + where;
    }
}
