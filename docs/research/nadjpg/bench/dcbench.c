/* Timing of the DC-only NA-DJPG periodicity pass on a 4000x3000 luma plane, single thread.
   box[y][x] = sum of the 8x8 window at (y,x) = 8*DC + 8192 for the block of shift (y%8, x%8).
   Per block: one table row (cos,sin of 2*pi*DC/q for NQ q) added into its tile accumulator.
   Per tile (4x4 blocks): M = max_q |acc|/n.  Usage: dcbench NQ STEP (STEP=2: every 2nd block column). */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <math.h>
#include <time.h>
#include <string.h>
#define H 3000
#define W 4000
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
int main(int argc,char**argv){
  int NQ=argc>1?atoi(argv[1]):12, STEP=argc>2?atoi(argv[2]):1, NS=argc>3?atoi(argv[3]):64;
  uint8_t*img=malloc(H*W); uint32_t s=1; for(int i=0;i<H*W;i++){s=s*1664525u+1013904223u; img[i]=(uint8_t)((i%W)/16+(s>>28));}
  int NV=255*64+1; float*tab=aligned_alloc(64,(size_t)NV*2*NQ*sizeof(float)+64);
  for(int v=0;v<NV;v++)for(int q=0;q<NQ;q++){double dc=(v-8192)/8.0, ph=2*M_PI*dc/(5+q);
    tab[(size_t)v*2*NQ+q]=cos(ph); tab[(size_t)v*2*NQ+NQ+q]=sin(ph);}
  uint16_t*hs=malloc(sizeof(uint16_t)*H*W); uint16_t*box=malloc(sizeof(uint16_t)*H*W);
  int nty=(H-7)/32, ntx=(W-7)/32; float*M=malloc(sizeof(float)*64*nty*ntx);
  float*acc=aligned_alloc(64,sizeof(float)*ntx*2*NQ+64);
  double t0=now();
  for(int y=0;y<H;y++){const uint8_t*r=img+y*W; uint16_t*o=hs+y*W;
    for(int x=0;x+8<=W;x++){o[x]=(uint16_t)r[x]+r[x+1]+r[x+2]+r[x+3]+r[x+4]+r[x+5]+r[x+6]+r[x+7];}}
  for(int x=0;x<W;x++){int a=0; for(int y=0;y<8;y++)a+=hs[y*W+x]; box[x]=a;}
  for(int y=1;y+8<=H;y++){const uint16_t*p=box+(y-1)*W,*add=hs+(y+7)*W,*sub=hs+(y-1)*W; uint16_t*o=box+y*W;
    for(int x=0;x<W;x++)o[x]=p[x]+add[x]-sub[x];}
  double t1=now();
  for(int sh=0;sh<NS;sh++){int r=sh/8,c=sh%8;
    for(int ty=0;ty<nty;ty++){memset(acc,0,sizeof(float)*ntx*2*NQ);
      for(int by=0;by<4;by++){const uint16_t*row=box+(size_t)(r+32*ty+8*by)*W+c;
        for(int tx=0;tx<ntx;tx++){float*A=acc+tx*2*NQ;
          for(int bx=(STEP==2?(by&1):0);bx<4;bx+=STEP){const float*T=tab+(size_t)row[32*tx+8*bx]*2*NQ;
            for(int k=0;k<2*NQ;k++)A[k]+=T[k];}}}
      for(int tx=0;tx<ntx;tx++){float*A=acc+tx*2*NQ,m=0; for(int q=0;q<NQ;q++){float v=A[q]*A[q]+A[NQ+q]*A[NQ+q]; if(v>m)m=v;}
        M[(size_t)sh*nty*ntx+ty*ntx+tx]=sqrtf(m)/(16/STEP);}}}
  double t2=now();
  double cs=0; for(int i=0;i<64*nty*ntx;i++)cs+=M[i];
  printf("NQ=%d step=%d shifts=%d: box sums %.1f ms, periodicity %.1f ms, total %.1f ms (checksum %.3f)\n",NQ,STEP,NS,(t1-t0)*1e3,(t2-t1)*1e3,(t2-t0)*1e3,cs);
  return 0;}
