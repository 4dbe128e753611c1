package org.apache.dubbo.common.threadpool;

import java.util.concurrent.ThreadPoolExecutor;

/** {@link ThreadPoolView} over a {@link ThreadPoolExecutor} whose rejections a {@link ThreadPoolExhaustedHandler} counts. */
final class ThreadPoolExecutorView implements ThreadPoolView {

    private final String threadName;
    private final ThreadPoolExecutor executor;
    private final ThreadPoolExhaustedHandler exhaustedHandler;

    ThreadPoolExecutorView(String threadName, ThreadPoolExecutor executor, ThreadPoolExhaustedHandler exhaustedHandler) {
        this.threadName = threadName;
        this.executor = executor;
        this.exhaustedHandler = exhaustedHandler;
    }

    @Override
    public String getThreadName() {
        return threadName;
    }

    @Override
    public int getCorePoolSize() {
        return executor.getCorePoolSize();
    }

    @Override
    public int getMaximumPoolSize() {
        return executor.getMaximumPoolSize();
    }

    @Override
    public int getPoolSize() {
        return executor.getPoolSize();
    }

    @Override
    public int getActiveCount() {
        return executor.getActiveCount();
    }

    @Override
    public int getLargestPoolSize() {
        return executor.getLargestPoolSize();
    }

    @Override
    public long getTaskCount() {
        return executor.getTaskCount();
    }

    @Override
    public long getCompletedTaskCount() {
        return executor.getCompletedTaskCount();
    }

    @Override
    public int getQueueSize() {
        return executor.getQueue().size();
    }

    @Override
    public long getRejectedCount() {
        return exhaustedHandler.rejectedCount();
    }

    @Override
    public boolean isShutdown() {
        return executor.isShutdown();
    }

    @Override
    public boolean isTerminating() {
        return executor.isTerminating();
    }

    @Override
    public boolean isTerminated() {
        return executor.isTerminated();
    }

    @Override
    public String toString() {
        return "ThreadPoolView{threadName=" + threadName + ", poolSize=" + getPoolSize() + ", active="
                + getActiveCount() + ", queue=" + getQueueSize() + ", rejected=" + getRejectedCount() + '}';
    }
}
